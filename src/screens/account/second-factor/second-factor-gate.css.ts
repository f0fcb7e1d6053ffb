import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const heading = style({ marginBlockEnd: vars.space.xl });

export const title = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, color: vars.color.layout.text, lineHeight: 1.2 });

export const text = style({ marginBlockStart: vars.space.sm, color: vars.color.layout.muted });

/** The card fills the sign-in frame's column. */
export const card = style({ inlineSize: '100%' });

export const signOut = style({ display: 'flex', justifyContent: 'center', marginBlockStart: vars.space.lg });
