import { assignVars, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { SIDEBAR_IMAGE_PROPERTY } from './layout-sizes';
import { footerOffset, sidebarWidth, topBarOffset } from './shell-vars.css';

/**
 * The transparent sidebar's picture under a dark tint of the theme's accent, dark enough that
 * its texts keep 7:1 (WCAG AAA) over the picture's brightest spot (the amber glow under a line
 * icon) with the brightest accent (Graphite's amber). Fixed to the
 * window, so the brand above the sidebar (top-bar.css.ts) continues the same picture; the
 * picture is a CSS variable the shell sets only while the setting is on, so the browser
 * fetches it only then.
 */
export const transparentSidebarBackground = {
  backgroundColor: '#14141c',
  backgroundImage: [
    `linear-gradient(180deg, color-mix(in srgb, ${vars.color.accent.base} 16%, rgba(10, 11, 18, 0.76)), rgba(10, 11, 18, 0.8))`,
    `var(${SIDEBAR_IMAGE_PROPERTY}, none)`,
  ].join(', '),
  backgroundAttachment: 'fixed',
  backgroundSize: `auto, ${sidebarWidth} 100vh`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'left top',
} as const;

/** In right-to-left layouts the sidebar, and so its picture, is on the right. */
export const transparentBackgroundRtl = { backgroundPosition: 'right top' } as const;

export const sidebar = style({
  gridArea: 'side',
  position: 'sticky',
  insetBlockStart: topBarOffset,
  alignSelf: 'start',
  zIndex: 20,
  inlineSize: sidebarWidth,
  blockSize: `calc(100vh - ${topBarOffset} - ${footerOffset})`,
  overflowX: 'hidden',
  overflowY: 'auto',
  background: vars.color.sidebar.background,
  borderInlineEnd: `1px solid ${vars.color.sidebar.border}`,
  transition: `inline-size ${vars.motion.normal} ease`,
});

/**
 * Light text over the picture whatever the theme; the current entry keeps the theme's accent.
 * The sidebar's colour variables are re-assigned for this subtree only.
 */
export const transparent = style({
  ...transparentSidebarBackground,
  borderInlineEnd: 0,
  selectors: { '[dir="rtl"] &': transparentBackgroundRtl },
  vars: assignVars(vars.color.sidebar, {
    background: 'transparent',
    text: 'rgba(255, 255, 255, 0.94)',
    muted: 'rgba(255, 255, 255, 0.84)',
    border: 'rgba(255, 255, 255, 0.16)',
    hover: 'rgba(255, 255, 255, 0.1)',
    strong: '#ffffff',
    activeBackground: vars.color.accent.base,
    activeText: vars.color.accent.contrast,
    activeIcon: vars.color.accent.contrast,
    activeGradientEnd: vars.color.accent.hover,
    activeSoft: 'rgba(255, 255, 255, 0.12)',
    activeSoftText: '#ffffff',
  }),
});

/**
 * Below 768 px: a drawer over the page, under the top bar, from the inline-start edge. Shut,
 * it is off screen and hidden (so neither focus nor a screen reader reaches its links); the
 * hiding waits for the slide to end.
 */
export const drawer = style({
  position: 'fixed',
  insetBlockStart: topBarOffset,
  insetInlineStart: 0,
  zIndex: 25,
  blockSize: `calc(100dvh - ${topBarOffset})`,
  boxShadow: vars.shadow.lg,
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  transition: `transform ${vars.motion.normal} ease, visibility 0s linear ${vars.motion.normal}`,
  selectors: {
    '[dir="rtl"] &': { transform: 'translateX(100%)' },
    // The floating menu button (app-shell.css.ts) sits over the drawer's top when the toolbar is hidden.
    '[data-toolbar="hidden"] &': { paddingBlockStart: '60px' },
    '&[data-open="true"], [dir="rtl"] &[data-open="true"]': {
      transform: 'none',
      visibility: 'visible',
      transition: `transform ${vars.motion.normal} ease`,
    },
  },
});

export const nav = style({ padding: `${vars.space.lg} ${vars.space.md}` });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** In the mini sidebar a rule marks where a (flattened) group begins. */
export const groupStart = style({
  marginBlockStart: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.sidebar.border}`,
});

/**
 * The mini sidebar's tooltip: fixed to the window (the sidebar scrolls and would clip it),
 * beside the icon it names, on the sidebar's inline-end side.
 */
export const tooltip = style({
  position: 'fixed',
  insetInlineStart: `calc(${sidebarWidth} + ${vars.space.sm})`,
  zIndex: 50,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.inverse.background,
  color: vars.color.inverse.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  transform: 'translateY(-50%)',
});
