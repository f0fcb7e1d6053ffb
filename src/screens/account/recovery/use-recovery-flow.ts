/** The app's recovery flow in progress (see machines/recovery-host.ts), as React sees it. */
import { useSyncExternalStore } from 'react';
import { useApp } from '../../../app/app-context';
import type { RecoveryActor, RecoveryHost } from '../../../machines/recovery-host';

export const useRecoveryHost = (): RecoveryHost => useApp().recovery;

export function useRecoveryFlow(): RecoveryActor | null {
  const host = useRecoveryHost();
  return useSyncExternalStore(host.subscribe, host.current);
}

/** A step stored before a reload is being resumed: the screens wait rather than leave. */
export function useRecoveryRestoring(): boolean {
  const host = useRecoveryHost();
  return useSyncExternalStore(host.subscribe, host.restoring);
}
