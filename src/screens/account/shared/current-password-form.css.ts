import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxInlineSize: '24rem' });

export const note = style({ fontSize: vars.font.size.sm, color: vars.color.layout.muted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
