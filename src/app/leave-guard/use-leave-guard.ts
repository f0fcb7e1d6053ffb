/**
 * A form tells the app-level guard whether it holds unsaved changes (its machine decides: see
 * `entityFormIsDirty`, `classFormIsDirty`). Clean again, or gone, it lets every move through.
 */
import { useCallback, useLayoutEffect } from 'react';
import { useApp } from '../app-context';

/** Answers `release`, for the form's own move after a save: it may come before the view knows the form is clean. */
export function useLeaveGuard(dirty: boolean): () => void {
  const { leaveGuard } = useApp();
  // A layout effect: when a sign-out unmounts the form, it is clean before the redirect to /login moves.
  useLayoutEffect(() => {
    if (!dirty) return;
    leaveGuard.send({ type: 'form.dirty' });
    return () => leaveGuard.send({ type: 'form.clean' });
  }, [dirty, leaveGuard]);
  return useCallback(() => leaveGuard.send({ type: 'form.clean' }), [leaveGuard]);
}
