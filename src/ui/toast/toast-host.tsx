/** Where toasts appear: top right, each shown for TOAST_DURATION_MS (spec section 8); drawn from the first notice on. */
import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithReactIntl } from '../../i18n/with-react-intl';
import { TOAST_DURATION_MS } from '../../constants';
import { loadToastLibrary } from './toast-library';
import { onToastHostWanted, toastHostWanted } from './toast-host-wanted';

// With react-intl around it: a notice's text is translated (i18n/notice-text.tsx).
const Toaster = lazyWithReactIntl(() => loadToastLibrary().then((module) => module.Toaster));

export function ToastHost() {
  const wanted = useSyncExternalStore(onToastHostWanted, toastHostWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </Suspense>
  );
}
