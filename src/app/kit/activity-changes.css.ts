import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** One line per field, wrapping inside the cell rather than widening the table. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: '12rem', maxInlineSize: '24rem' });

export const item = style({ overflowWrap: 'anywhere', fontSize: vars.font.size.sm, color: vars.color.layout.text });

export const label = style({ fontWeight: vars.font.weight.medium });

/** A value moves to the next line whole rather than breaking in its middle ("+39 / 055 222"). */
const value = { display: 'inline-block', maxInlineSize: '100%' } as const;

export const from = style({ ...value, color: vars.color.layout.muted });

export const to = style({ ...value, fontWeight: vars.font.weight.medium });

export const quiet = style({ color: vars.color.layout.muted });

/** A deleted record's name and its "(deleted)" move to the next line together. */
export const reference = style({ display: 'inline-block', maxInlineSize: '100%' });
