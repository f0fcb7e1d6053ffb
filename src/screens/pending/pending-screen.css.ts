import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.lg,
  background: vars.color.accent.soft,
  color: vars.color.accent.softText,
});

export const badge = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.info.soft,
  color: vars.color.info.softText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.layout.text,
});

export const body = style({
  maxInlineSize: '48ch',
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.lg,
  color: vars.color.layout.muted,
});
