import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  userSelect: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55, boxShadow: 'none' },
    // A busy button is disabled too, but it should read as "working", not as "unavailable".
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.85 },
  },
});

// An icon keeps its size when a narrow row squeezes the button.
globalStyle(`${base} > svg`, { flexShrink: 0 });

const filled = (fill: string, hover: string, text: string) => ({
  background: fill,
  color: text,
  boxShadow: vars.shadow.sm,
  selectors: { '&:hover:not(:disabled)': { background: hover } },
});

export const variant = styleVariants({
  primary: filled(vars.color.accent.base, vars.color.accent.hover, vars.color.accent.contrast),
  danger: filled(vars.color.danger.base, vars.color.danger.hover, vars.color.danger.contrast),
  secondary: {
    background: vars.color.layout.surface,
    color: vars.color.layout.text,
    borderColor: vars.color.layout.borderStrong,
    boxShadow: vars.shadow.sm,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.layout.hover } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.layout.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.layout.hover } },
  },
});

export const size = styleVariants({
  sm: { blockSize: '32px', paddingInline: vars.space.md, fontSize: vars.font.size.sm },
  md: { blockSize: '40px', paddingInline: vars.space.lg, fontSize: vars.font.size.md },
  lg: { blockSize: '44px', paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
});

export const fullWidth = style({ inlineSize: '100%' });
