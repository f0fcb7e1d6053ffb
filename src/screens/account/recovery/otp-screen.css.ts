import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Six digits read best spaced out, in figures of one width. */
export const otp = style({});

globalStyle(`${otp} input`, {
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xl,
  letterSpacing: '0.4em',
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${otp} input::placeholder`, { fontFamily: vars.font.family, fontSize: vars.font.size.md, letterSpacing: 'normal' });
