import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Forms read best at a comfortable line length, not stretched across a wide screen.
export const card = style({ maxInlineSize: '880px' });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
