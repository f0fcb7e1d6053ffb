import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.layout.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.layout.surfaceMuted,
  '@media': { '(max-width: 480px)': { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const preview = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '88px',
  blockSize: '88px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.layout.surface,
  border: `1px solid ${vars.color.layout.border}`,
  color: vars.color.layout.muted,
  boxShadow: vars.shadow.sm,
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

// A thing's picture (an icon) is square and seen whole, as its thumbnails are.
export const square = style({ borderRadius: vars.radius.lg });
globalStyle(`${square} ${image}`, { objectFit: 'contain' });

export const checking = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: `color-mix(in srgb, ${vars.color.layout.surface} 70%, transparent)`,
  color: vars.color.layout.text,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.sm });

export const newBadge = style({ marginInlineStart: vars.space.sm });

// The file input is hidden but focusable; its label is what people see, so it shows the focus.
globalStyle(`${root} input[type="file"]:focus-visible + label`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
