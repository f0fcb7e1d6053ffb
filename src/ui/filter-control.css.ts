/** A compact labelled control for a list's filters: the form field's box, smaller, label above. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { input } from './text-field.css';

export const filter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: '150px' });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.layout.muted });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const box = style([input, { blockSize: '36px', fontSize: vars.font.size.sm }]);

export const select = style([box, { appearance: 'none', paddingInlineEnd: '36px', cursor: 'pointer', selectors: { '&:read-only:not(:disabled)': { background: vars.color.layout.surface } } }]);

export const day = style([box, { selectors: { '&:read-only:not(:disabled)': { background: vars.color.layout.surface } } }]);

export const chevron = style({ position: 'absolute', insetInlineEnd: vars.space.sm, color: vars.color.layout.muted, pointerEvents: 'none' });

/** The day's text box leaves room for its calendar button at the inline end. */
export const dayText = style([box, { paddingInlineEnd: '36px', inlineSize: '150px' }]);

export const calendar = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '28px',
  blockSize: '28px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.layout.muted,
  cursor: 'pointer',
});

/** The browser's picker, opened by the calendar button: rendered (showPicker needs it) but unseen. */
export const hiddenPicker = style({ position: 'absolute', insetInlineEnd: 0, insetBlockEnd: 0, inlineSize: '1px', blockSize: '1px', opacity: 0, pointerEvents: 'none', border: 0, padding: 0 });
