import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: '36px',
  blockSize: '20px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.layout.borderStrong,
  transition: `background-color ${vars.motion.normal}`,
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.success.base },
    '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.95)' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

// Positioned with inset-inline-start, so the thumb travels the right way in RTL too.
export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '16px',
  blockSize: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.layout.surface,
  color: vars.color.layout.muted,
  boxShadow: '0 1px 2px rgba(16, 24, 40, 0.2)',
  transition: `inset-inline-start ${vars.motion.normal}`,
  selectors: { [`${track}[aria-checked="true"] &`]: { insetInlineStart: '18px' } },
});

export const text = style({ fontSize: vars.font.size.sm, color: vars.color.layout.muted, minInlineSize: '4.5em' });
