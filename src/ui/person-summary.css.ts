import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const name = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.layout.text,
  overflowWrap: 'anywhere',
});

export const subtitle = style({ fontSize: vars.font.size.md, color: vars.color.layout.muted, overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginBlockStart: vars.space.xs });
