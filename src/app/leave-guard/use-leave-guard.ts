/**
 * A form tells the app-level guard whether it holds unsaved changes (its machine decides: see
 * `entityFormIsDirty`, `classFormIsDirty`). Clean again, or gone, it lets every move through.
 * The guard's code loads after the first page (boot.ts): a form with changes before it has come
 * tells it once it is here.
 */
import { useCallback, useLayoutEffect } from 'react';
import { useApp } from '../app-context';

/** Answers `release`, for the form's own move after a save: it may come before the view knows the form is clean. */
export function useLeaveGuard(dirty: boolean): () => void {
  const { leaveGuard } = useApp();
  // A layout effect: when a sign-out unmounts the form, it is clean before the redirect to /login moves.
  useLayoutEffect(() => {
    if (!dirty) return;
    const guard = leaveGuard.current();
    if (guard) {
      guard.send({ type: 'form.dirty' });
      return () => guard.send({ type: 'form.clean' });
    }
    let gone = false;
    let told: ReturnType<typeof leaveGuard.current> = null;
    leaveGuard.load().then(
      (loaded) => {
        if (gone) return;
        told = loaded;
        loaded.send({ type: 'form.dirty' });
      },
      () => {},
    );
    return () => {
      gone = true;
      told?.send({ type: 'form.clean' });
    };
  }, [dirty, leaveGuard]);
  return useCallback(() => leaveGuard.current()?.send({ type: 'form.clean' }), [leaveGuard]);
}
