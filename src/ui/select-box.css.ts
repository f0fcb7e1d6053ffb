import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const box = style({
  display: 'block',
  inlineSize: '16px',
  blockSize: '16px',
  margin: 0,
  accentColor: vars.color.accent.base,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
