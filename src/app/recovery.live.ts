/** The password recovery machine with its real effects: the account calls, toasts, the step kept for a reload. */
import type { ApiClient } from '../api/client';
import { recoveryActors } from '../api/account';
import { recoveryMachine } from '../machines/recovery.machine';
import { supplyAll } from '../machines/supplied';
import type { AppDependencies } from './dependencies';
import { notifyAction } from './notify-action';
import type { RecoveryStore } from './recovery-storage';

export const liveRecovery = (deps: { client: ApiClient; notify: AppDependencies['notify']; store: RecoveryStore }) =>
  supplyAll(recoveryMachine, {
    actors: recoveryActors(deps.client),
    actions: {
      notify: notifyAction(deps),
      rememberStep: (_, step) => deps.store.remember(step),
      forgetStep: () => deps.store.forget(),
    },
  });
