/**
 * Shows a machine's Notice as a toast (show-toast.ts). The toast code and its library load with
 * the first notice (DESIGN.md section 7): evaluating the library restyles the page, so nothing
 * loads it ahead.
 */
import type { Notice } from '../../machines/notify';
import { wantToastHost } from './toast-host-wanted';

export const loadShowToast = () => import('./show-toast');

export function notify(notice: Notice): void {
  wantToastHost();
  void loadShowToast().then(({ showToast }) => showToast(notice));
}
