import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Between the toolbar and the table, as the selection's bar: changes made elsewhere, held back. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.layout.hover,
  color: vars.color.layout.text,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

export const text = style({ marginInlineEnd: 'auto' });
