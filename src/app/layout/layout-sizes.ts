/** Sizes and names of the shell that several layout styles must agree on. */
export const TOPBAR_HEIGHT_PX = 64;
/** The footer's one line; the sidebar leaves room for it when the footer spans the width (bars above). */
export const FOOTER_HEIGHT_PX = 52;

/** The custom property holding the transparent sidebar's picture (set by the shell while it is on). */
export const SIDEBAR_IMAGE_PROPERTY = '--mise-sidebar-image';
