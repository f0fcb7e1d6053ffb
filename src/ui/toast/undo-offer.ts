/**
 * A machine's Undo offer as a toast with an Undo button (show-toast.ts), and its withdrawal. While
 * the toast code cannot load, the notice shows without the button (fallback-notices.ts): the
 * record is in the trash all the same.
 */
import { showFallbackNotice } from './fallback-notices';
import { loadToasts } from './toasts-loaded';

export function offerUndo(id: string, message: string, onUndo: () => void): void {
  loadToasts().then(
    ({ showUndoToast }) => showUndoToast(id, message, onUndo),
    () => showFallbackNotice({ kind: 'success', message }),
  );
}

export function withdrawUndo(id: string): void {
  loadToasts().then(
    ({ withdrawToast }) => withdrawToast(id),
    () => undefined,
  );
}
