/**
 * Focuses what `target` finds in the frame after the component first appears, unless the person
 * has already put the focus somewhere. React's `autoFocus` focuses during its commit instead, and
 * a focus there makes the browser lay the whole page out inside that task: on /login, whose form
 * is the first thing drawn, that was a third of its longest task (issue #37). Here the layout the
 * focus needs is done in the frame's own task, which lays the page out anyway.
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
  }, []);
}
