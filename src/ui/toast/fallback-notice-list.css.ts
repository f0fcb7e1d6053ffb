import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { NOTICES_TOP_PX } from './notices-top';
import { toastBox, toastColours } from './toast-look';

/** Where the toasts show (top right, below the top bar; the start edge in right-to-left), above everything. */
export const list = style({
  position: 'fixed',
  insetBlockStart: `${NOTICES_TOP_PX}px`,
  insetInlineEnd: vars.space.lg,
  zIndex: 9999,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

export const notice = style(toastBox);

export const kind = styleVariants(toastColours);
