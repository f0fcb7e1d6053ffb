import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  neutral: { background: vars.color.layout.hover, color: vars.color.layout.muted },
  accent: { background: vars.color.accent.soft, color: vars.color.accent.softText },
  success: { background: vars.color.success.soft, color: vars.color.success.softText },
  danger: { background: vars.color.danger.soft, color: vars.color.danger.softText },
});

export const dot = style({ inlineSize: '6px', blockSize: '6px', borderRadius: vars.radius.full, background: 'currentColor' });
