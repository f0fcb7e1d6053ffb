/**
 * A screen whose code is a chunk of its own, like `React.lazy`, but able to come back after its
 * chunk failed to load. React.lazy keeps a failed load for good, so the route would stay broken
 * until a reload (issue #31 item 1): here each load is tried a few times (retry-import.ts), a
 * screen that still failed is listed, and `reloadFailedScreens` tries those again; a screen whose
 * chunk then loads is rendered from it, and the screen boundary shows it. A chunk new to this
 * browser is asked for only once the server answered (chunk-gate.ts): some browsers keep a chunk
 * that failed while the server was away as failed for good.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { createChunkGate, type ChunkGate } from './chunk-gate';
import { dropFailedStylesheets, watchFailedStylesheets } from './failed-stylesheets';
import { loadedChunks } from './loaded-chunks';
import { ownBuildId } from './new-version';
import { retryImport } from './retry-import';
import { checkServerBuild } from './server-build';

type ScreenModule = { default: ComponentType };

const failedScreens = new Set<() => Promise<void>>();
let gate: ChunkGate | undefined;
// Made at the first load, in the page: the areas are also read where there is no page (tests, tools).
const askServerFirst: ChunkGate = (chunk, load) => {
  gate ??= createChunkGate({ probe: checkServerBuild, loaded: loadedChunks(localStorage, ownBuildId()) });
  return gate(chunk, load);
};

export function lazyScreen(load: () => Promise<ScreenModule>): ComponentType {
  // The loader's own text names its chunk: in a build it is `()=>…import("./<name>-<hash>.js")…`.
  const chunk = String(load);
  const loadWithRetries = () => {
    watchFailedStylesheets();
    return retryImport(() => askServerFirst(chunk, load), { beforeRetry: dropFailedStylesheets }).catch((error: unknown) => {
      failedScreens.add(loadAgain);
      throw error;
    });
  };
  let Current = lazy(loadWithRetries);

  async function loadAgain() {
    dropFailedStylesheets();
    const module = await askServerFirst(chunk, load);
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
