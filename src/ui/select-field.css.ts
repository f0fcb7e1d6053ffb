import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { input } from './text-field.css';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

// The text field's box, with room for the chevron that replaces the native arrow.
export const select = style([
  input,
  {
    appearance: 'none',
    paddingInlineEnd: '40px',
    cursor: 'pointer',
    selectors: {
      '&:invalid': { color: vars.color.layout.muted },
      // A select always matches :read-only, which greys the text field's box; only disabled should.
      '&:read-only:not(:disabled)': { background: vars.color.layout.surface },
    },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  color: vars.color.layout.muted,
  pointerEvents: 'none',
});

// The greyed placeholder colour must not leak into the open list of choices.
globalStyle(`${select} option`, { color: vars.color.layout.text });
