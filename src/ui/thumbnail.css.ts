import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const thumbnail = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.layout.border}`,
  background: vars.color.layout.surfaceMuted,
  color: vars.color.layout.muted,
});

export const size = styleVariants({
  md: { inlineSize: '40px', blockSize: '40px' },
  xl: { inlineSize: '72px', blockSize: '72px', borderRadius: vars.radius.lg },
});

// Icons are drawn to be seen whole, so they are fitted, not cropped.
export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'contain', background: vars.color.layout.surface });
