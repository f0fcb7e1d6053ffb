import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  color: vars.color.layout.text,
  cursor: 'pointer',
});

export const box = style({
  flexShrink: 0,
  inlineSize: '16px',
  blockSize: '16px',
  margin: 0,
  marginBlockStart: '3px',
  accentColor: vars.color.accent.base,
  cursor: 'pointer',
});
