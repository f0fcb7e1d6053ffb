/**
 * "Check the log" in the Activity area (issue #32 item 5): the server walks the activity log's
 * hash chain and answers whether it is intact or where it breaks. One check at a time; the
 * answer stays on screen until the admin checks again. A failed call is a state of its own, so
 * "could not be checked" never reads as "intact".
 */
import { assign, setup } from 'xstate';
import type { ActivityChainReport } from '../api/contract/activity';
import { errorMessage } from './error-message';
import { suppliedPromise, withNeeds } from './supplied';

export type ChainCheckEvent = { type: 'chain.check' };

type Context = { report: ActivityChainReport | null; failure: string | null };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as Context,
    events: {} as ChainCheckEvent,
  },
  actors: {
    verifyChain: suppliedPromise<ActivityChainReport>('verifyChain'),
  },
  guards: {
    chainIntact: (_, report: ActivityChainReport) => report.broken === null,
  },
}).createMachine({
  id: 'chainCheck',
  context: { report: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: { 'chain.check': 'checking' } },
    checking: {
      entry: assign({ report: null, failure: null }),
      invoke: {
        id: 'verifyChain',
        src: 'verifyChain',
        onDone: [
          { guard: { type: 'chainIntact', params: ({ event }) => event.output }, target: 'intact', actions: assign({ report: ({ event }) => event.output }) },
          { target: 'broken', actions: assign({ report: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => errorMessage(event.error) }) },
      },
    },
    intact: { on: { 'chain.check': 'checking' } },
    broken: { on: { 'chain.check': 'checking' } },
    failed: { on: { 'chain.check': 'checking' } },
  },
});

/** What the app supplies: see supplied.ts. */
export const chainCheckMachine = withNeeds(definition, { actors: ['verifyChain'] });
