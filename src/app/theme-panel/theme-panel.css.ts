import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A full-height drawer on the inline-end edge; the scrim stays light so the page shows each choice. */
export const drawer = style({
  boxSizing: 'border-box',
  inlineSize: 'min(420px, 100vw)',
  maxInlineSize: '100vw',
  blockSize: '100dvh',
  maxBlockSize: '100dvh',
  margin: 0,
  marginInlineStart: 'auto',
  padding: 0,
  border: 0,
  borderInlineStart: `1px solid ${vars.color.layout.border}`,
  background: vars.color.layout.background,
  color: vars.color.layout.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', animation: `${slideIn} ${vars.motion.normal} ease-out` },
    '[dir="rtl"] &[open]': { animationName: slideInRtl },
    '&::backdrop': { background: 'rgba(16, 24, 40, 0.18)', animation: `${fade} ${vars.motion.normal}` },
  },
});

// The page behind may still scroll: locking it would take its scrollbar away and shift every
// choice the drawer is there to preview.

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.xl,
  background: vars.color.layout.surface,
  borderBlockEnd: `1px solid ${vars.color.layout.border}`,
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.layout.muted });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.xl,
});

// Long labels (Spanish) wrap the footer onto two lines; Done stays at the inline end.
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  background: vars.color.layout.surface,
  borderBlockStart: `1px solid ${vars.color.layout.border}`,
});

globalStyle(`${footer} > *`, { maxInlineSize: '100%', whiteSpace: 'normal' });
globalStyle(`${footer} > :last-child`, { marginInlineStart: 'auto' });
