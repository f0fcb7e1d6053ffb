import { style } from '@vanilla-extract/css';
import { SIDEBAR_MINI_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../../constants';
import { vars } from '../../theme/contract.css';
import { TOPBAR_HEIGHT_PX } from './layout-sizes';

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'stretch',
  blockSize: `${TOPBAR_HEIGHT_PX}px`,
  background: vars.color.topbar.background,
  color: vars.color.topbar.text,
  borderBlockEnd: `1px solid ${vars.color.topbar.border}`,
});

// The brand sits above the sidebar and follows its width, so the two read as one column.
export const brandArea = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  inlineSize: `${SIDEBAR_WIDTH_PX}px`,
  paddingInline: vars.space.xl,
  borderInlineEnd: `1px solid ${vars.color.sidebar.border}`,
  background: vars.color.sidebar.background,
  transition: `inline-size ${vars.motion.normal} ease, padding ${vars.motion.normal} ease`,
});

export const brandAreaMini = style({
  inlineSize: `${SIDEBAR_MINI_WIDTH_PX}px`,
  paddingInline: 0,
  justifyContent: 'center',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
  borderRadius: vars.radius.md,
  color: vars.color.topbar.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  whiteSpace: 'nowrap',
});

export const logo = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '36px',
  blockSize: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.accent.base,
  color: vars.color.accent.contrast,
  boxShadow: vars.shadow.sm,
});

export const brandName = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const bar = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
  paddingInline: vars.space.lg,
});

export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.topbar.muted,
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.layout.hover, color: vars.color.topbar.text },
  },
});

// The panel icons point at the sidebar, which sits on the right in right-to-left layouts.
export const toggleIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const spacer = style({ flex: 1 });
