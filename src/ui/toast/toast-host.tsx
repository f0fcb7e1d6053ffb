/** Where toasts appear: top right, each shown for TOAST_DURATION_MS (spec section 8); drawn from the first notice on. */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../../constants';
import { loadToastLibrary } from './toast-library';
import { onToastHostWanted, toastHostWanted } from './toast-host-wanted';

const Toaster = lazy(() => loadToastLibrary().then((module) => ({ default: module.Toaster })));

export function ToastHost() {
  const wanted = useSyncExternalStore(onToastHostWanted, toastHostWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </Suspense>
  );
}
