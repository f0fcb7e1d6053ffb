import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const frame = style({
  marginBlockStart: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.layout.surface,
});
