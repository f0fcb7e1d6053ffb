import { TOPBAR_HEIGHT_PX } from '../../theme/top-bar-height';

/**
 * Where the first notice's top edge sits: below the top bar, so that a notice (which stays while
 * the pointer rests on it) never covers the account menu or the language picker.
 */
export const NOTICES_TOP_PX = TOPBAR_HEIGHT_PX + 12;
