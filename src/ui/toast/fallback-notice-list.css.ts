import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toastBox, toastColours } from './toast-look';

/** Where the toasts show (top right; the start edge in right-to-left), above everything. */
export const list = style({
  position: 'fixed',
  insetBlockStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 9999,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

export const notice = style(toastBox);

export const kind = styleVariants(toastColours);
