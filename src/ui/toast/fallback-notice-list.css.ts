import { style, styleVariants } from '@vanilla-extract/css';
import { TOAST_WIDTH_PX } from '../../constants';
import { vars } from '../../theme/contract.css';

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

export const notice = style({
  inlineSize: `${TOAST_WIDTH_PX}px`,
  maxInlineSize: 'calc(100vw - 32px)',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
});

/** The toasts' colours (toast.css.ts): error red, success in the info colour, info dark. */
export const kind = styleVariants({
  error: { background: vars.color.danger.base, color: vars.color.danger.contrast },
  success: { background: vars.color.info.base, color: vars.color.info.contrast },
  info: { background: vars.color.inverse.background, color: vars.color.inverse.text },
});
