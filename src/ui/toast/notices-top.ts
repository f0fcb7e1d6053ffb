import { TOPBAR_HEIGHT_PX } from '../../theme/top-bar-height';

/**
 * Where the first notice's top edge sits: below the top bar, so that a notice (which stays while
 * the pointer rests on it) never covers the account menu or the language picker.
 */
export const NOTICES_TOP_PX = TOPBAR_HEIGHT_PX + 12;

/**
 * Their layer: above the page and the sidebar, under the top bar's own (30), so a menu that opens
 * from the bar (the account menu) is drawn over a notice rather than under it.
 */
export const NOTICES_LAYER = 29;
