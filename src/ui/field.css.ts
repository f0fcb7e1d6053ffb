/** Shared look of form fields: label row, control box, hint and error lines. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.layout.text,
});

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.layout.muted });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.danger.softText,
});

/** An empty message line, as tall as an error line (14 px icon, small text). */
export const reservedMessage = style({ minBlockSize: `max(14px, calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal}))`, margin: 0 });
