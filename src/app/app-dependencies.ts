/**
 * What the app hands to the `*.live.ts` modules, which turn each machine's named needs into real
 * effects (machines/supplied.ts). Screens read it with `useAppDependencies`; boot.ts builds the
 * long-lived part before React.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { ApiClient } from '../api/client';
import type { Notice } from '../machines/notify';
import { notify } from '../ui/toast/notify';
import { useApp } from './app-context';
import type { ServerBackWatcher } from './server-back';

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
};

/** The dependencies as a screen sees them. */
export function useAppDependencies(): AppDependencies {
  const [, navigate] = useLocation();
  const { client, serverBack } = useApp();
  return { client, notify, navigate, queryClient: useQueryClient(), serverBack };
}
