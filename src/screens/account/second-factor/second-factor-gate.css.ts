import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const heading = style({ marginBlockEnd: vars.space.xl });

export const title = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, color: vars.color.layout.text, lineHeight: 1.2 });

export const text = style({ marginBlockStart: vars.space.sm, color: vars.color.layout.muted });

/** Each card fills the sign-in frame's column; the passkeys' below the app's. */
export const card = style({ inlineSize: '100%', selectors: { '& + &': { marginBlockStart: vars.space.lg } } });

export const signOut = style({ display: 'flex', justifyContent: 'center', marginBlockStart: vars.space.lg });
