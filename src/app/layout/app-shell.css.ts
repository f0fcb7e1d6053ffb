/**
 * The shell as one grid: top bar, sidebar, main, footer. The appearance settings reach it as
 * data attributes on the shell element, so a change re-lays the page in CSS alone.
 *
 * "Toolbar and footer alignment" of spec section 2 reads as where the two bars sit against
 * the sidebar:
 * - `below` (the default): the sidebar is a full-height column; the toolbar and footer sit
 *   beside it, over and under the page only. The brand at the top of that column wears the
 *   sidebar's colours (top-bar.css.ts), so the column runs from the top of the window down.
 * - `above`: the toolbar and footer span the whole width, over the sidebar and page alike;
 *   the sidebar sits between them.
 * A hidden part leaves no gap: its row or column collapses, and the sticky sidebar and the
 * top bar agree on where the page starts and how wide the sidebar is (shell-vars.css.ts).
 */
import { style } from '@vanilla-extract/css';
import { SIDEBAR_MINI_WIDTH_PX, SIDEBAR_WIDTH_PX } from '../../constants';
import { vars } from '../../theme/contract.css';
import { FOOTER_HEIGHT_PX, TOPBAR_HEIGHT_PX } from './layout-sizes';
import { footerOffset, sidebarWidth, topBarOffset } from './shell-vars.css';

export const shell = style({
  vars: { [topBarOffset]: `${TOPBAR_HEIGHT_PX}px`, [footerOffset]: '0px', [sidebarWidth]: `${SIDEBAR_WIDTH_PX}px` },
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateAreas: '"top top" "side main" "side foot"',
  minBlockSize: '100vh',
  selectors: {
    '&[data-bars="above"]': { gridTemplateAreas: '"top top" "side main" "foot foot"' },
    // Short pages then fit the window: bar, sidebar and footer, with no scrolling to reach the footer.
    '&[data-bars="above"][data-footer="shown"]': { vars: { [footerOffset]: `${FOOTER_HEIGHT_PX}px` } },
    '&[data-toolbar="hidden"]': { vars: { [topBarOffset]: '0px' } },
    '&[data-sidebar="mini"]': { vars: { [sidebarWidth]: `${SIDEBAR_MINI_WIDTH_PX}px` } },
    // Below 768 px the sidebar is a drawer over the page (sidebar.css.ts): the page takes the width.
    '&[data-sidebar="drawer"]': {
      vars: { [sidebarWidth]: 'min(300px, 85vw)' },
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"top" "main" "foot"',
    },
  },
});

/** Behind the open drawer, under the top bar (whose button shuts the drawer too). */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  insetBlockStart: topBarOffset,
  zIndex: 24,
  background: 'rgba(16, 24, 40, 0.45)',
});

export const main = style({
  gridArea: 'main',
  inlineSize: '100%',
  maxInlineSize: '1440px',
  minInlineSize: 0,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xxl,
  // Focus lands here after "skip to content"; a ring around the whole page would only distract.
  outline: 'none',
  '@media': { '(max-width: 640px)': { padding: vars.space.lg } },
  // Room for the floating menu button (below).
  selectors: { '[data-toolbar="hidden"][data-sidebar="drawer"] > &': { paddingBlockStart: '72px' } },
});

/** With the toolbar hidden on a phone, the drawer's button floats at the window's top inline-start corner. */
export const floatingMenu = style({
  position: 'fixed',
  insetBlockStart: vars.space.md,
  insetInlineStart: vars.space.md,
  zIndex: 35,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  border: `1px solid ${vars.color.layout.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.layout.surface,
  color: vars.color.layout.text,
  boxShadow: vars.shadow.md,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  insetBlockStart: '-100px',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent.base,
  color: vars.color.accent.contrast,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:focus': { insetBlockStart: vars.space.md } },
});

/**
 * With the toolbar hidden its settings button is gone too: this one, on the inline-end edge
 * of the window, still opens the panel (the way back to a shown toolbar).
 */
export const floatingSettings = style({
  position: 'fixed',
  insetInlineEnd: 0,
  insetBlockStart: '50%',
  zIndex: 35,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  border: 0,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  background: vars.color.accent.base,
  color: vars.color.accent.contrast,
  boxShadow: vars.shadow.lg,
  transform: 'translateY(-50%)',
  selectors: { '&:hover': { background: vars.color.accent.hover } },
});
