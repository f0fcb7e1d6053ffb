import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const footer = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xxl,
  borderBlockStart: `1px solid ${vars.color.footer.border}`,
  background: vars.color.footer.background,
  color: vars.color.footer.text,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  '@media': { '(max-width: 640px)': { paddingInline: vars.space.lg } },
});
