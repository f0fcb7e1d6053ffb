import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const failed = style({ maxInlineSize: '640px', marginInline: 'auto', padding: vars.space.xxl });
