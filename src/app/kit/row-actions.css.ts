import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const actions = style({ display: 'inline-flex', justifyContent: 'flex-end', gap: vars.space.xxs });
