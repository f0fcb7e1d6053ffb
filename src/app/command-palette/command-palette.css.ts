import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const fieldIcon = style({ position: 'absolute', insetInlineStart: vars.space.md, color: vars.color.layout.muted, pointerEvents: 'none' });

export const input = style({
  inlineSize: '100%',
  blockSize: '44px',
  paddingInline: '40px',
  border: `1px solid ${vars.color.layout.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.layout.surface,
  color: vars.color.layout.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.layout.muted, opacity: 1 },
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 22%, transparent)`,
    },
  },
});

export const busy = style({ position: 'absolute', insetInlineEnd: vars.space.md, display: 'flex', color: vars.color.layout.muted });

export const listbox = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  padding: 0,
  listStyle: 'none',
  maxBlockSize: 'min(50vh, 420px)',
  overflowY: 'auto',
});

export const groupLabel = style({
  paddingBlock: `${vars.space.sm} ${vars.space.xs}`,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.layout.muted,
});

export const group = style({ margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accent.soft, color: vars.color.accent.softText },
  },
});

export const optionIcon = style({ flexShrink: 0, color: vars.color.layout.muted, selectors: { '[aria-selected="true"] &': { color: 'inherit' } } });

export const optionText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const optionLabel = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const optionDetail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.layout.muted,
  overflowWrap: 'anywhere',
  selectors: { '[aria-selected="true"] &': { color: 'inherit' } },
});

export const status = style({ marginBlockStart: vars.space.md, paddingInline: vars.space.sm, fontSize: vars.font.size.sm, color: vars.color.layout.muted });

export const hint = style({ display: 'flex', gap: vars.space.lg, marginBlockStart: vars.space.md, fontSize: vars.font.size.xs, color: vars.color.layout.muted });

export const key = style({
  display: 'inline-block',
  minInlineSize: '1.6em',
  paddingInline: '4px',
  marginInlineEnd: '4px',
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.layout.surfaceMuted,
  fontFamily: vars.font.familyMono,
  textAlign: 'center',
});
