/** Where toasts appear: top right, each shown for TOAST_DURATION_MS (spec section 8). */
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '../../constants';

export function ToastHost() {
  return <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
