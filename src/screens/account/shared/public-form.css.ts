/** The sign-in frame's forms (forgot password, OTP, new password, set password, register): the login screen's rhythm. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const heading = style({ marginBlockEnd: vars.space.xxl });

export const title = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
  color: vars.color.layout.text,
});

export const subtitle = style({
  marginBlockStart: vars.space.sm,
  fontSize: vars.font.size.lg,
  color: vars.color.layout.muted,
  overflowWrap: 'anywhere',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: vars.space.lg });

export const submit = style({ marginBlockStart: vars.space.xs });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xl,
  fontSize: vars.font.size.sm,
  color: vars.color.layout.muted,
});
