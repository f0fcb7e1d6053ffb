import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ position: 'relative', display: 'flex', alignItems: 'center', inlineSize: '100%', maxInlineSize: '360px' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.layout.muted,
  pointerEvents: 'none',
});

export const busy = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  display: 'flex',
  color: vars.color.layout.muted,
});

export const input = style({
  inlineSize: '100%',
  blockSize: '38px',
  paddingInlineStart: '38px',
  paddingInlineEnd: '38px',
  border: `1px solid ${vars.color.layout.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.layout.surface,
  color: vars.color.layout.text,
  fontSize: vars.font.size.md,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.layout.muted, opacity: 1 },
    '&::-webkit-search-cancel-button': { cursor: 'pointer' },
    '&:hover:not(:focus)': { borderColor: vars.color.layout.muted },
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 22%, transparent)`,
    },
  },
});
