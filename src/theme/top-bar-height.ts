/**
 * The top bar's height. The shell lays itself out by it, and the toasts start below it so that
 * a notice never covers the bar's own controls (the account menu, the language picker).
 */
export const TOPBAR_HEIGHT_PX = 64;
