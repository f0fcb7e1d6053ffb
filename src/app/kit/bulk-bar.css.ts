import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { band } from './list-band.css';

/** Between the toolbar and the table, tinted: the selection's actions. */
export const bar = style([band, { background: vars.color.accent.soft, color: vars.color.accent.softText }]);

export const count = style({ fontWeight: vars.font.weight.semibold, marginInlineEnd: 'auto' });

export const refused = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

export const reasons = style({ margin: 0, marginBlockStart: vars.space.xs, paddingInlineStart: vars.space.lg });
