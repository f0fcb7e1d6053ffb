import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A code reads best spaced out, in figures of one width (as the OTP screen's). */
export const code = style({});

globalStyle(`${code} input`, {
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.lg,
  letterSpacing: '0.2em',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${code} input::placeholder`, { fontFamily: vars.font.family, fontSize: vars.font.size.md, letterSpacing: 'normal' });

/** "Back to sign-in", under the form. */
export const back = style({ display: 'flex', justifyContent: 'center', marginBlockStart: vars.space.xl });

/** "Or confirm with one of your passkeys", between the code's button and the passkey's. */
export const alternative = style({
  marginBlock: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.layout.muted,
  textAlign: 'center',
});
