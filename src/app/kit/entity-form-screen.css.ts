import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Forms read best at a comfortable line length, not stretched across a wide screen.
export const card = style({ maxInlineSize: '880px' });

// A form with a rich-text field is a page being written: it gets the room of a page.
export const wideCard = style({ maxInlineSize: '1120px' });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
