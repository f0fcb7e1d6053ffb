/** The app's dependencies (dependencies.ts) as a screen sees them. */
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { notify } from '../ui/toast/notify';
import { useApp } from './app-context';
import type { AppDependencies } from './dependencies';
import { liveChangesOf } from './live-changes';

export function useAppDependencies(): AppDependencies {
  const [, navigate] = useLocation();
  const { client, serverBack } = useApp();
  return { client, notify, navigate, queryClient: useQueryClient(), serverBack, live: liveChangesOf(client) };
}
