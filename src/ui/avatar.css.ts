import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.softText,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { inlineSize: '28px', blockSize: '28px', fontSize: vars.font.size.xs },
  md: { inlineSize: '36px', blockSize: '36px', fontSize: vars.font.size.sm },
  lg: { inlineSize: '48px', blockSize: '48px', fontSize: vars.font.size.lg },
  xl: { inlineSize: '64px', blockSize: '64px', fontSize: vars.font.size.xl },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
