/**
 * Shows a machine's Notice as a toast (show-toast.ts). The toast code and its library load with
 * the first notice (toasts-loaded.ts); while they cannot load, the notice shows in the plain list
 * of fallback-notices.ts instead, never nowhere.
 */
import type { Notice } from '../../machines/notify';
import { showFallbackNotice } from './fallback-notices';
import { loadToasts } from './toasts-loaded';

export function notify(notice: Notice): void {
  loadToasts().then(
    ({ showToast }) => showToast(notice),
    () => showFallbackNotice(notice),
  );
}
