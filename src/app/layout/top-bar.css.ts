import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sidebarWidth } from './shell-vars.css';
import { transparentBackgroundRtl, transparentSidebarBackground } from './sidebar.css';
import { PHONE_TOP_BAR } from '../../theme/viewport';
import { TOPBAR_HEIGHT_PX } from './layout-sizes';

// The shell's data attributes (app-shell.tsx) that change the bar's look.
const above = '[data-bars="above"] &';
const noSidebar = '[data-sidebar="hidden"] &, [data-sidebar="drawer"] &';
const transparentColumn = '[data-bars="below"][data-transparent="on"]:not([data-sidebar="hidden"]):not([data-sidebar="drawer"]) &';

/** The bar's bottom line, drawn inside (as a shadow) so the brand can go without it. */
const line = `inset 0 -1px 0 ${vars.color.topbar.border}`;

export const topBar = style({
  gridArea: 'top',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'stretch',
  blockSize: `${TOPBAR_HEIGHT_PX}px`,
  background: vars.color.topbar.background,
  color: vars.color.topbar.text,
});

/**
 * The brand. Toolbar below (the default): it tops the sidebar's column, in the sidebar's
 * colours and width, so that column runs the window's full height. Toolbar above, or no
 * sidebar: it is simply the start of the bar.
 */
export const brandArea = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  inlineSize: sidebarWidth,
  paddingInline: vars.space.xl,
  borderInlineEnd: `1px solid ${vars.color.sidebar.border}`,
  background: vars.color.sidebar.background,
  color: vars.color.sidebar.strong,
  transition: `inline-size ${vars.motion.normal} ease, padding ${vars.motion.normal} ease`,
  selectors: {
    '[data-sidebar="mini"] &': { paddingInline: 0, justifyContent: 'center' },
    [above]: { borderInlineEnd: 0, background: 'transparent', color: vars.color.topbar.text, boxShadow: line },
    [noSidebar]: { inlineSize: 'auto', borderInlineEnd: 0, background: 'transparent', color: vars.color.topbar.text, boxShadow: line },
    [transparentColumn]: { ...transparentSidebarBackground, borderInlineEnd: 0, color: '#ffffff' },
    [`[dir="rtl"] ${transparentColumn}`]: transparentBackgroundRtl,
  },
  '@media': { [PHONE_TOP_BAR]: { paddingInline: vars.space.lg } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
  borderRadius: vars.radius.md,
  color: 'inherit',
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

// On a phone the name is for screen readers only: it stays the brand link's name.
export const brandName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': {
    [PHONE_TOP_BAR]: { position: 'absolute', inlineSize: '1px', blockSize: '1px', margin: '-1px', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' },
  },
});

export const bar = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
  paddingInline: vars.space.lg,
  boxShadow: line,
  '@media': { [PHONE_TOP_BAR]: { gap: vars.space.xs, paddingInline: vars.space.sm } },
});

/** The bar's square icon buttons: the mini-sidebar toggle and the theme settings. */
export const toolButton = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '40px',
  blockSize: '40px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.topbar.muted,
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.topbar.hover, color: vars.color.topbar.text },
  },
});

// The panel icons point at the sidebar, which sits on the right in right-to-left layouts.
export const toggleIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const spacer = style({ flex: 1 });

/** The command palette's trigger: it looks like a search field, and is one button. */
export const paletteButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 1,
  minInlineSize: 0,
  inlineSize: '260px',
  blockSize: '36px',
  marginInlineStart: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.topbar.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.topbar.muted,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.topbar.hover, color: vars.color.topbar.text } },
  '@media': { [PHONE_TOP_BAR]: { inlineSize: '40px', paddingInline: 0, justifyContent: 'center', border: 0 } },
});

export const paletteLabel = style({
  flex: 1,
  textAlign: 'start',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [PHONE_TOP_BAR]: { position: 'absolute', inlineSize: '1px', blockSize: '1px', overflow: 'hidden', clipPath: 'inset(50%)' } },
});

export const paletteKey = style({
  paddingInline: '6px',
  border: `1px solid ${vars.color.topbar.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.size.xs,
  '@media': { [PHONE_TOP_BAR]: { display: 'none' } },
});

/** The controls at the bar's inline end: language (issue 7), theme settings, account. */
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

// The account menu's trigger is the kit's; on a coloured bar its hover must be the bar's own.
globalStyle(`${topBar} [aria-haspopup="menu"]:hover, ${topBar} [aria-haspopup="menu"][aria-expanded="true"]`, {
  background: vars.color.topbar.hover,
});

// The theme's focus ring is drawn for the page; on a coloured bar the bar's own text colour shows.
globalStyle(`${bar} :focus-visible`, { outlineColor: vars.color.topbar.text });
