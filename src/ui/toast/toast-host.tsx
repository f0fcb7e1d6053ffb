/**
 * Where toasts appear: top right, each shown for TOAST_DURATION_MS (spec section 8); drawn once
 * the toast code has come with the first notice (toasts-loaded.ts), with react-intl around it so a
 * notice's text is translated (i18n/notice-text.tsx). Beside it, the notices shown while that code
 * could not load (fallback-notice-list.tsx). Nothing here suspends or throws: a chunk the server
 * cannot send leaves the page as it was.
 */
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../../constants';
import { FallbackNoticeList } from './fallback-notice-list';
import { loadedToasts, onToastsLoaded } from './toasts-loaded';

export function ToastHost() {
  const toasts = useSyncExternalStore(onToastsLoaded, loadedToasts, () => null);
  return (
    <>
      {toasts && (
        <toasts.ReactIntlProvider>
          <toasts.Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
        </toasts.ReactIntlProvider>
      )}
      <FallbackNoticeList />
    </>
  );
}
