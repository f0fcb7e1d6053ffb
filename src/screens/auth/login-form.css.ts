import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const submit = style({ marginBlockStart: vars.space.xs });

/** "or" between the password's button and the passkey's, on a rule. */
export const or = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlock: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.layout.muted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.layout.border}` },
  },
});

export const register = style({
  marginBlockStart: vars.space.xl,
  fontSize: vars.font.size.sm,
  color: vars.color.layout.muted,
  textAlign: 'center',
});
