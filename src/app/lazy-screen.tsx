/**
 * A screen whose code is a chunk of its own, like `React.lazy`, but able to come back after its
 * chunk failed to load. React.lazy keeps a failed load for good, so the route would stay broken
 * until a reload (issue #31 item 1): here each load is tried a few times (retry-import.ts), a
 * screen that still failed is listed, and `reloadFailedScreens` tries those again; a screen whose
 * chunk then loads is rendered from it, and the screen boundary shows it.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { dropFailedStylesheets, watchFailedStylesheets } from './failed-stylesheets';
import { retryImport } from './retry-import';

type ScreenModule = { default: ComponentType };

const failedScreens = new Set<() => Promise<void>>();

export function lazyScreen(load: () => Promise<ScreenModule>): ComponentType {
  const loadWithRetries = () => {
    watchFailedStylesheets();
    return retryImport(load, { beforeRetry: dropFailedStylesheets }).catch((error: unknown) => {
      failedScreens.add(loadAgain);
      throw error;
    });
  };
  let Current = lazy(loadWithRetries);

  async function loadAgain() {
    dropFailedStylesheets();
    const module = await load();
    failedScreens.delete(loadAgain);
    Current = lazy(() => Promise.resolve(module));
  }

  return function LazyScreen() {
    return createElement(Current);
  };
}

export const hasFailedScreens = (): boolean => failedScreens.size > 0;

/** Loads once more every screen whose chunk failed; rejects while any still fails. */
export async function reloadFailedScreens(): Promise<void> {
  await Promise.all([...failedScreens].map((loadAgain) => loadAgain()));
}
