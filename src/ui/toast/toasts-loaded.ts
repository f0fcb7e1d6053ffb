/**
 * The toast code (react-hot-toast, its host with react-intl, show-toast.ts), loaded with the first
 * notice and kept once it has come (DESIGN.md section 7: nothing toasts before the user acts, and
 * drawing the host restyles the page, so nothing loads it ahead). A load that fails (the server
 * is away) is not kept: the next notice asks again, and meanwhile notices show without it
 * (fallback-notices.ts), so a toast can never blank the page.
 */
import type { ComponentType, ReactNode } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { loadReactIntl } from '../../i18n/with-react-intl';
import type { Notice } from '../../machines/notify';
import { loadToastLibrary } from './toast-library';

export type LoadedToasts = {
  Toaster: ComponentType<ToasterProps>;
  ReactIntlProvider: ComponentType<{ children: ReactNode }>;
  showToast: (notice: Notice) => void;
  showUndoToast: (id: string, message: string, onUndo: () => void) => void;
  withdrawToast: (id: string) => void;
};

let loaded: LoadedToasts | null = null;
let loading: Promise<LoadedToasts> | null = null;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<LoadedToasts> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= Promise.all([loadToastLibrary(), loadReactIntl(), import('./show-toast')]).then(
    ([library, { ReactIntlProvider }, { showToast, showUndoToast, withdrawToast }]) => {
      loaded = { Toaster: library.Toaster, ReactIntlProvider, showToast, showUndoToast, withdrawToast };
      listeners.forEach((listener) => listener());
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const loadedToasts = (): LoadedToasts | null => loaded;

export function onToastsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
