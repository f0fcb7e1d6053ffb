/** Sizes of the shell that several layout styles must agree on. */
export const TOPBAR_HEIGHT_PX = 64;
