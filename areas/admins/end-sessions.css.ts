import { style } from '@vanilla-extract/css';
import { vars } from '../../src/theme/contract.css';

/** Under the details, at their end: an action on the account, apart from the facts. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end', marginBlockStart: vars.space.md });
