import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const wide = 'screen and (min-width: 960px)';

export const page = style({
  display: 'grid',
  minBlockSize: '100vh',
  background: vars.color.layout.surface,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(420px, 5fr) 7fr' } },
});

export const brandPanel = style({
  position: 'relative',
  display: 'none',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xxl,
  overflow: 'hidden',
  padding: vars.space.xxxl,
  color: vars.color.accent.contrast,
  // A dotted grid over the accent: texture without an image to download.
  backgroundColor: vars.color.accent.base,
  backgroundImage: [
    'radial-gradient(rgba(255, 255, 255, 0.14) 1px, transparent 1px)',
    `linear-gradient(160deg, ${vars.color.accent.base} 0%, ${vars.color.accent.hover} 100%)`,
  ].join(', '),
  backgroundSize: '22px 22px, auto',
  '@media': { [wide]: { display: 'flex' } },
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlockEnd: '-180px',
      insetInlineEnd: '-160px',
      inlineSize: '460px',
      blockSize: '460px',
      borderRadius: '50%',
      background: 'radial-gradient(closest-side, rgba(255, 255, 255, 0.1), transparent)',
      pointerEvents: 'none',
    },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
});

export const brandLogo = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.md,
  background: 'rgba(255, 255, 255, 0.16)',
  border: '1px solid rgba(255, 255, 255, 0.24)',
});

export const pitch = style({ position: 'relative', zIndex: 1, maxInlineSize: '440px' });

export const eyebrow = style({
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const headline = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const points = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginBlockStart: vars.space.xl });

export const point = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, fontSize: vars.font.size.lg });

export const pointIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.18)',
});

export const brandFoot = style({ position: 'relative', zIndex: 1, fontSize: vars.font.size.sm });

// Top-aligned, not centred: the form arrives a moment after the heading (login-screen.tsx), and in
// a centred column its arrival would move the heading (a layout shift Lighthouse counts).
export const formSide = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  background: vars.color.layout.surface,
  '@media': { [wide]: { paddingBlockStart: 'max(64px, 16vh)' } },
});

export const formColumn = style({ inlineSize: '100%', maxInlineSize: '400px' });

/** On narrow screens the brand panel is gone; the name sits above the form instead. */
export const compactBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockEnd: vars.space.xxl,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  '@media': { [wide]: { display: 'none' } },
});

export const compactLogo = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '36px',
  blockSize: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.accent.base,
  color: vars.color.accent.contrast,
});
