import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '34px',
  blockSize: '34px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.layout.muted,
  selectors: {
    '&:hover': { background: vars.color.layout.hover, color: vars.color.layout.text },
    '&:focus-visible': { outlineOffset: 0 },
  },
});
