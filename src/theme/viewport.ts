/**
 * The window widths the shell lays itself out by (issue #13 item 4): from 1280 px the sidebar
 * is as the admin chose it; below, it starts mini (a default for this window, never stored);
 * below 768 px it leaves the page and becomes a drawer opened from the top bar.
 */
export const MINI_SIDEBAR_BELOW_PX = 1280;
export const DRAWER_SIDEBAR_BELOW_PX = 768;

export type Viewport = 'wide' | 'narrow' | 'phone';

export function viewportOf(width: number): Viewport {
  if (width < DRAWER_SIDEBAR_BELOW_PX) return 'phone';
  if (width < MINI_SIDEBAR_BELOW_PX) return 'narrow';
  return 'wide';
}

/** Below this the top bar keeps icons only (the brand's logo, the language picker's globe). */
export const PHONE_TOP_BAR = '(max-width: 479.98px)';
