import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxxl,
  color: vars.color.layout.muted,
  fontSize: vars.font.size.sm,
});

export const failed = style({ paddingBlock: vars.space.xl, textAlign: 'center', color: vars.color.layout.muted });
