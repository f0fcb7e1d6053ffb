/**
 * The theme contract: every colour, size and shadow the UI uses is a CSS variable named
 * here. A theme is a class that fills the contract (theme-default.css.ts); switching the
 * class on the document root re-colours the whole app without re-rendering React.
 */
import { createThemeContract } from '@vanilla-extract/css';

const surface = { background: null, text: null, muted: null, border: null };
/** A filled colour role: the fill, its hover, a soft tint, text on the tint, text on the fill. */
const tone = { base: null, hover: null, soft: null, softText: null, contrast: null };

export const vars = createThemeContract({
  color: {
    topbar: surface,
    sidebar: { ...surface, hover: null, activeBackground: null, activeText: null, activeIcon: null },
    layout: { ...surface, surface: null, surfaceMuted: null, borderStrong: null, hover: null },
    footer: surface,
    accent: tone,
    danger: tone,
    success: tone,
    info: tone,
    /** The dark fill of neutral notices (the spec's "info (dark)" toast). */
    inverse: { background: null, text: null },
    focusRing: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  font: {
    family: null,
    familyMono: null,
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, normal: null },
});
