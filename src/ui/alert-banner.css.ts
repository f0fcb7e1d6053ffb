import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.danger.soft,
  color: vars.color.danger.softText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const text = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: 1 });
