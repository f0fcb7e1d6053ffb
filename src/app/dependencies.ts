/**
 * What the app hands to the `*.live.ts` modules, which turn each machine's named needs into real
 * effects (machines/supplied.ts): boot.ts builds the long-lived part before React, screens read it
 * with `useAppDependencies` (app-dependencies.ts). A type alone, so that boot.ts and the modules it
 * starts name it without importing React's side of the app back.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { Notice } from '../machines/notify';
import type { ServerBackWatcher } from './server-back';
import type { LiveChanges } from './live-changes';

export type AppDependencies = {
  client: ApiClient;
  /** Shows a toast (spec section 8). */
  notify: (notice: Notice) => void;
  /** Moves the router. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The cache of records the screens read (a save or delete invalidates an area's keys). */
  queryClient: QueryClient;
  /** Tells a screen that found no server when it answers again (issue #31 item 1). */
  serverBack: ServerBackWatcher;
  /** The fleet's changes as they are committed (issue #33 item 3). */
  live: LiveChanges;
};
