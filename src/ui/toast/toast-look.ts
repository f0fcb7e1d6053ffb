/**
 * How a notice looks (spec section 8: error red, success in the info colour, info dark), as plain
 * style objects: the toasts (toast.css.ts) and the notices shown without them
 * (fallback-notice-list.css.ts) are drawn alike.
 */
import { TOAST_WIDTH_PX } from '../../constants';
import { vars } from '../../theme/contract.css';

export const toastBox = {
  inlineSize: `${TOAST_WIDTH_PX}px`,
  maxInlineSize: 'calc(100vw - 32px)',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
} as const;

export const toastColours = {
  error: { background: vars.color.danger.base, color: vars.color.danger.contrast },
  success: { background: vars.color.info.base, color: vars.color.info.contrast },
  info: { background: vars.color.inverse.background, color: vars.color.inverse.text },
} as const;
