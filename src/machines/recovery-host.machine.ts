/**
 * Where the one recovery flow of the app lives. Its three screens (/forgot-password, /otp,
 * /reset-password) are separate routes, each mounted anew, so the flow must outlive every one of
 * them; it is not the session's business either (recovery is about neither being signed in nor
 * out). The app starts this machine once (boot.ts); the e-mail screen begins a flow, the other two
 * read the flow in progress and go back to the e-mail screen when there is none.
 *
 * The flow's code (its machine and calls) loads with the first flow, so the sign-in page does not
 * carry it: `loadFlow` only says the code is there, and the app's `startFlow` spawns the flow from
 * it. Nothing but names and state values goes through the journal, so a run of this machine
 * replays like any other. After a reload, a step the flow stored is resumed at once; meanwhile the
 * machine is `restoring`, so the screens wait for it instead of going back to the e-mail screen.
 */
import { setup, stopChild, type ActorRefFrom } from 'xstate';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import type { recoveryMachine, RecoveryResume } from './recovery.machine';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';

export type RecoveryActor = ActorRefFrom<typeof recoveryMachine>;

/** How a flow starts: anew keeping the e-mail typed last time, or at a step stored before a reload. */
export type RecoveryStart = { email?: string; resume?: RecoveryResume };

export type RecoveryHostContext = {
  /** The step stored before a reload, if any. */
  resume: RecoveryResume | null;
  /** The flow in progress (spawned by the app's `startFlow`). */
  flow: RecoveryActor | null;
};

/** The flow's id among the host's children. */
export const FLOW_ID = 'flow';

export type RecoveryHostEvent = { type: 'recovery.begin' };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as RecoveryHostContext,
    events: {} as RecoveryHostEvent,
    input: {} as { resume: RecoveryResume | null },
  },
  actors: {
    /** Loads the flow's code; fails with the text to show when the server cannot be reached. */
    loadFlow: suppliedPromise<void>('loadFlow'),
  },
  actions: {
    /** Spawns the flow with this start, as the child `FLOW_ID`, and keeps it in `flow`. */
    startFlow: suppliedAction<RecoveryStart>(),
    notify: suppliedAction<Notice>(),
    stopFlow: stopChild(FLOW_ID),
  },
  guards: {
    hasStoredStep: ({ context }) => context.resume !== null,
  },
}).createMachine({
  id: 'recoveryHost',
  context: ({ input }) => ({ resume: input.resume, flow: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStoredStep', target: 'restoring' }, { target: 'idle' }],
    },
    idle: {
      on: { 'recovery.begin': 'loading' },
    },
    // A stored step is resumed as soon as the code is there; a flow begun meanwhile wins over it.
    restoring: {
      invoke: {
        id: 'loadFlow',
        src: 'loadFlow',
        onDone: { target: 'running', actions: { type: 'startFlow', params: ({ context }) => ({ resume: context.resume! }) } },
        // Nothing to resume without the code: the screens go back to the e-mail screen.
        onError: 'idle',
      },
      on: { 'recovery.begin': 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadFlow',
        src: 'loadFlow',
        onDone: { target: 'running', actions: { type: 'startFlow', params: {} } },
        // A later begin (the e-mail screen opened again) tries the load again.
        onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) } },
      },
    },
    running: {
      on: {
        // Begun anew (the e-mail screen opened again): the flow in progress stops, its e-mail stays.
        'recovery.begin': {
          // The e-mail is read while the stopped flow still answers (its stop runs after this step).
          actions: ['stopFlow', { type: 'startFlow', params: ({ context }) => ({ email: context.flow?.getSnapshot().context.email }) }],
        },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const recoveryHostMachine = withNeeds(definition, { actors: ['loadFlow'], actions: ['startFlow', 'notify'] });
