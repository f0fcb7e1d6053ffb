import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A band across a list's card between its toolbar and its table (the selection's, the changes held back). */
export const band = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});
