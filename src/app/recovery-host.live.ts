/**
 * The recovery host with its real effects. The first recovery screen starts it (the app keeps it
 * in a holder, boot.ts); a step stored before a reload is resumed from session storage. The
 * flow's code (recovery.live.ts: its machine and the account calls) is fetched by the first
 * `loadFlow`; `startFlow` spawns the flow from it, so the flow runs in the host's system and the
 * journal sees it as before.
 */
import { assign, createActor, fromPromise, type Actor } from 'xstate';
import { NO_ANSWER } from '../api/client';
import { FLOW_ID, recoveryHostMachine, type RecoveryActor, type RecoveryStart } from '../machines/recovery-host.machine';
import { supplyAll } from '../machines/supplied';
import { notifyAction } from './notify-action';
import type { Inspect } from '../journal/inspect';
import type { liveRecovery } from './recovery.live';
import { createRecoveryStore } from './recovery-storage';

type FlowDependencies = Parameters<typeof liveRecovery>[0];
type FlowLogic = ReturnType<typeof liveRecovery>;

export function liveRecoveryHost(deps: FlowDependencies) {
  let flowLogic: FlowLogic | null = null;
  return supplyAll(recoveryHostMachine, {
    actors: {
      loadFlow: fromPromise(async () => {
        if (flowLogic) return;
        // A chunk that cannot be fetched is the server out of reach, as the person sees it.
        const module = await import('./recovery.live').catch(() => {
          throw new Error(NO_ANSWER);
        });
        flowLogic = module.liveRecovery(deps);
      }),
    },
    actions: {
      startFlow: assign({
        flow: ({ spawn }, start: RecoveryStart) => {
          // The flow's logic is none of the host's named actors (it loads later), which spawn's type only knows.
          const spawnLoaded = spawn as unknown as (logic: FlowLogic, options: { id: string; input: RecoveryStart }) => RecoveryActor;
          return spawnLoaded(flowLogic!, { id: FLOW_ID, input: start });
        },
      }),
      notify: notifyAction(deps),
    },
  });
}

export type RecoveryHostActor = Actor<typeof recoveryHostMachine>;

/** The running host of the app: its flow's steps kept in `storage` (the tab's session storage). */
export function startRecoveryHost(deps: Omit<FlowDependencies, 'store'> & { inspect: Inspect; storage: Storage }): RecoveryHostActor {
  const store = createRecoveryStore(deps.storage);
  const host = createActor(liveRecoveryHost({ ...deps, store }), { input: { resume: store.read() }, inspect: deps.inspect });
  host.start();
  return host;
}
