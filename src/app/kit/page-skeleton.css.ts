import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'grid', gap: vars.space.xl });

export const header = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '420px' });

export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.layout.border}`,
  background: vars.color.layout.surface,
});
