import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '0 0' },
});

export const skeleton = style({
  display: 'block',
  blockSize: '12px',
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.layout.hover} 0%, ${vars.color.layout.border} 50%, ${vars.color.layout.hover} 100%)`,
  backgroundSize: '300% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const round = style({ borderRadius: vars.radius.full });
