import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.info.base}`,
  borderRadius: vars.radius.md,
  background: vars.color.info.soft,
  color: vars.color.info.softText,
  fontSize: vars.font.size.sm,
});

export const text = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
