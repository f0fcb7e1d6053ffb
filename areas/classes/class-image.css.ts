import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../src/theme/contract.css';

// The thumbnail's frame (ui/thumbnail.css.ts), in a photo's proportions.
export const size = styleVariants({
  md: { inlineSize: '64px', blockSize: '40px', verticalAlign: 'middle' },
  xl: { inlineSize: '160px', blockSize: '100px', borderRadius: vars.radius.lg },
});

export const photo = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const typeText = style({ fontSize: vars.font.size.xs, color: vars.color.layout.muted });
