import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '60vh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '64px',
  blockSize: '64px',
  marginBlockEnd: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.softText,
  boxShadow: `0 0 0 10px color-mix(in srgb, ${vars.color.accent.soft} 45%, transparent)`,
});

export const code = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent.softText,
});

export const title = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '-0.02em',
  color: vars.color.layout.text,
});

export const body = style({
  maxInlineSize: '44ch',
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.size.lg,
  color: vars.color.layout.muted,
});
