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

/** A value that names a record it links to: the accent's colour, underlined on hover, at the text's size. */
export const link = style({
  color: vars.color.accent.base,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.accent.hover, textDecorationColor: 'currentColor' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
