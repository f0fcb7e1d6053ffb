import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radius.sm,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '3px',
  transition: `text-decoration-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
});

export const tone = styleVariants({
  accent: { color: vars.color.accent.base, selectors: { '&:hover': { color: vars.color.accent.hover } } },
  muted: { color: vars.color.layout.muted, selectors: { '&:hover': { color: vars.color.layout.text } } },
});

export const size = styleVariants({
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
});
