/**
 * Focuses what `target` finds in the frame after the component first appears, unless the person
 * has already put the focus somewhere. React's `autoFocus` focuses during its commit instead, and
 * a focus there makes the browser lay the whole page out inside that task: on /login, whose form
 * is the first thing drawn, that was a third of its longest task (issue #37). Here the frame's
 * own layout comes first and the focus only restyles one field.
 */
import { useEffect } from 'react';

export function useFocusAfterPaint(target: () => unknown): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = target();
      const focusTaken = document.activeElement !== null && document.activeElement !== document.body;
      if (element instanceof HTMLElement && !focusTaken) element.focus();
    });
    return () => cancelAnimationFrame(frame);
    // Only on the first appearance, as autoFocus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
