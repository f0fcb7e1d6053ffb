import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  background: vars.color.layout.surface,
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const padding = styleVariants({
  none: { padding: 0 },
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
  xl: { padding: vars.space.xxl },
});
