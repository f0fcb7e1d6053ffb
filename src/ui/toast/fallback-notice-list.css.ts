import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { NOTICES_LAYER, NOTICES_TOP_PX } from './notices-top';
import { toastBox, toastColours } from './toast-look';

/** Where the toasts show (top right, below the top bar and under its menus; the start edge in right-to-left). */
export const list = style({
  position: 'fixed',
  insetBlockStart: `${NOTICES_TOP_PX}px`,
  insetInlineEnd: vars.space.lg,
  zIndex: NOTICES_LAYER,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

export const notice = style(toastBox);

export const kind = styleVariants(toastColours);
