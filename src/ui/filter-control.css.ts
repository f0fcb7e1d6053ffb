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
