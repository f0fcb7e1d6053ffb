import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A bar between the page header and the list: the check's answer at the start, its button at the end. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** The answer's colours: untold (before a check) reads as the page, the others as their tone. */
export const tone = styleVariants({
  untold: { background: vars.color.layout.surface, color: vars.color.layout.muted },
  intact: { background: vars.color.success.soft, color: vars.color.success.softText, borderColor: 'transparent' },
  broken: { background: vars.color.danger.soft, color: vars.color.danger.softText, borderColor: 'transparent' },
});

export const answer = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: '1 1 20rem', minInlineSize: 0 });

export const icon = style({ flexShrink: 0 });
