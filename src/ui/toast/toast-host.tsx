/** Where toasts appear: top right, each shown for TOAST_DURATION_MS (spec section 8). */
import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '../../constants';
import { afterPageLoad, loadToastLibrary } from './toast-library';

const Toaster = lazy(() => afterPageLoad().then(loadToastLibrary).then((module) => ({ default: module.Toaster })));

export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </Suspense>
  );
}
