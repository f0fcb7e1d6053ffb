import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The box of a text field, around the toolbar and the page, with its focus ring and error colour.
export const frame = style({
  border: `1px solid ${vars.color.layout.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.layout.surface,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 22%, transparent)`,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.danger.base },
  },
});

export const editable = style({
  minBlockSize: '320px',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  outline: 'none',
  selectors: { '&[contenteditable="false"]': { background: vars.color.layout.surfaceMuted, cursor: 'progress' } },
});

/** Slate greys its placeholder with opacity 0.333, below the contrast a hint needs: the muted colour instead. */
export const placeholder = style({ color: vars.color.layout.muted });

export const removeLink = style({ marginInlineEnd: 'auto' });
