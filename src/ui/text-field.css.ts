import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({
  inlineSize: '100%',
  blockSize: '42px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.layout.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.layout.surface,
  color: vars.color.layout.text,
  fontSize: vars.font.size.md,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.layout.muted, opacity: 1 },
    '&:hover:not(:disabled):not(:focus)': { borderColor: vars.color.layout.muted },
    // The ring is drawn as a shadow so it follows the rounded corners.
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 22%, transparent)`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.base },
    '&[aria-invalid="true"]:focus': {
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.danger.base} 20%, transparent)`,
    },
    '&:disabled, &:read-only': { background: vars.color.layout.surfaceMuted },
    '&:disabled': { color: vars.color.layout.muted, cursor: 'not-allowed' },
  },
});

export const withAdornment = style({ paddingInlineEnd: '44px' });

export const adornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
});
