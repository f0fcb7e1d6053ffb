import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { band } from './list-band.css';

/** Under the selection's band, quieter: changes made elsewhere, held back. */
export const bar = style([band, { background: vars.color.layout.hover, color: vars.color.layout.text }]);

export const text = style({ marginInlineEnd: 'auto' });
