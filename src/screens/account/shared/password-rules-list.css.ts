import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const box = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.layout.surfaceMuted,
  border: `1px solid ${vars.color.layout.border}`,
});

export const title = style({
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.layout.text,
});

export const list = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xs });

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });

export const state = styleVariants({
  met: { color: vars.color.success.softText },
  unmet: { color: vars.color.layout.muted },
});

export const specials = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.xs, letterSpacing: '0.12em' });
