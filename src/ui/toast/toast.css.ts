import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toastBox, toastColours } from './toast-look';

// react-hot-toast styles its bar with a class injected at run time, after our stylesheet;
// the doubled selector (`&&`) outranks it without !important. A notice lets the pointer through
// to what it covers (the account menu, a page's Add button): it never stands in the way of a
// click, and the library, which holds a notice while the pointer rests on it, holds it only for
// its button (a delete's Undo, below).
export const toast = style({ selectors: { '&&': { ...toastBox, pointerEvents: 'none' } } });

export const kind = styleVariants(toastColours, (colours) => ({ selectors: { '&&': colours } }));

/**
 * The colours of the library's own check and cross icons, on the bar's fill. Exported from
 * here as plain strings, so the toast code does not carry the whole theme contract into the
 * first load.
 */
export const iconTheme = {
  error: { primary: vars.color.danger.contrast, secondary: vars.color.danger.base },
  success: { primary: vars.color.info.contrast, secondary: vars.color.info.base },
};

// The library centres the message; in a 400 px bar text reads better from the start edge.
globalStyle(`${toast}${toast} > [role]`, { justifyContent: 'flex-start', textAlign: 'start' });

/** A toast with a button (a delete's Undo): the text takes the room, the button keeps its own. */
export const withAction = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, inlineSize: '100%' });

export const action = style({
  pointerEvents: 'auto',
  marginInlineStart: 'auto',
  flexShrink: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid currentColor`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  ':hover': { background: 'rgba(255, 255, 255, 0.16)' },
  ':focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
});
