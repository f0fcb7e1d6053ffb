/** The app's recovery flow in progress (see machines/recovery-host.machine.ts), as React sees it. */
import { useSelector } from '@xstate/react';
import { useApp } from '../../../app/app-context';
import { startRecoveryHost, type RecoveryHostActor } from '../../../app/recovery-host.live';
import type { RecoveryActor } from '../../../machines/recovery-host.machine';
import { notify } from '../../../ui/toast/notify';

/** The app's one host, started by the first recovery screen shown (a reload of /otp resumes there). */
export function useRecoveryHost(): RecoveryHostActor {
  const { recovery, client, inspect } = useApp();
  return recovery.ensure(() => startRecoveryHost({ client, notify, inspect, storage: sessionStorage }));
}

export function useRecoveryFlow(): RecoveryActor | null {
  return useSelector(useRecoveryHost(), (snapshot) => snapshot.context.flow);
}

/** A step stored before a reload is being resumed: the screens wait rather than leave. */
export function useRecoveryRestoring(): boolean {
  return useSelector(useRecoveryHost(), (snapshot) => snapshot.matches('restoring'));
}
