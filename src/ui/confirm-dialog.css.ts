import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.danger.soft,
  color: vars.color.danger.softText,
});
