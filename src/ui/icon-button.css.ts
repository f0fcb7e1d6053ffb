import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '32px',
  blockSize: '32px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.layout.muted,
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const tone = styleVariants({
  neutral: {
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.layout.hover, color: vars.color.layout.text },
    },
  },
  danger: {
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.danger.soft, color: vars.color.danger.softText },
    },
  },
});
