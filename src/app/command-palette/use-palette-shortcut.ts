/**
 * Ctrl+K (Cmd+K on a Mac) opens the command palette from anywhere in the signed-in shell, unless
 * the element with the focus took the key for itself: in the rich-text editor Ctrl+K makes a link.
 */
import { useEffect } from 'react';

export const isPaletteShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

export function usePaletteShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The page's own handlers ran first (React's, at the root): the editor's link shortcut wins.
      if (!isPaletteShortcut(event) || event.defaultPrevented) return;
      event.preventDefault(); // the browser's own Ctrl+K (search bar) would take the focus away
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
