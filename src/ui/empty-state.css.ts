import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.full,
});

export const tone = styleVariants({
  neutral: { background: vars.color.layout.hover, color: vars.color.layout.muted },
  danger: { background: vars.color.danger.soft, color: vars.color.danger.softText },
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.layout.text,
});

export const body = style({ maxInlineSize: '44ch', fontSize: vars.font.size.md, color: vars.color.layout.muted });

export const action = style({ marginBlockStart: vars.space.md });
