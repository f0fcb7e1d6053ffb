/** The signed-in account forms (edit profile, change password): one card, a readable width. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const card = style({ maxInlineSize: '640px' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.lg });
