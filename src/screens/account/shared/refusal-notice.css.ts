import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const notice = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.lg,
  marginBlockEnd: vars.space.xl,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.base}`,
  background: vars.color.danger.soft,
  color: vars.color.danger.softText,
});

export const icon = style({ flexShrink: 0, marginBlockStart: '2px' });

export const title = style({ fontWeight: vars.font.weight.semibold, color: vars.color.danger.softText });

export const body = style({ marginBlockStart: vars.space.xxs, fontSize: vars.font.size.md, color: vars.color.layout.text });
