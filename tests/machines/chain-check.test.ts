import { expect } from 'vitest';
import type { ActivityChainReport } from '../../src/api/contract/activity';
import { chainCheckMachine } from '../../src/machines/chain-check.machine';
import { describeModel } from '../support/describe-model';

// Issue #32 item 5: "Check the log" asks the server to walk the chain, one check at a time; the
// answer (intact, or where it breaks) or the failure stays until the next check, which clears it.
const intact: ActivityChainReport = { rows: 12, last: { seq: 12, hash: 'ab'.repeat(32) }, broken: null };
const broken: ActivityChainReport = {
  rows: 4,
  last: { seq: 4, hash: 'cd'.repeat(32) },
  broken: { kind: 'edited', row: { id: 5, created_at: '2026-11-27T10:32:00.000Z', admin_name: 'Cora Content' }, seq: 5 },
};
const FAILURE = 'Could not reach the server';

describeModel({
  name: 'chainCheck',
  machine: chainCheckMachine,
  events: { 'chain.check': [{}] },
  outcomes: { verifyChain: { done: [intact, broken], error: [new Error(FAILURE)] } },
  alsoRefused: true,
  expectedEffects: ({ before, event }) =>
    event.type === 'chain.check' && !before!.matches('checking') ? [{ kind: 'call', name: 'verifyChain', input: undefined }] : [],
  states: {
    idle: ({ snapshot }) => expect(snapshot.context).toEqual({ report: null, failure: null }),
    // While checking, no earlier answer is shown as if it were this one's.
    checking: ({ snapshot }) => expect(snapshot.context).toEqual({ report: null, failure: null }),
    intact: ({ snapshot }) => expect(snapshot.context).toEqual({ report: intact, failure: null }),
    broken: ({ snapshot }) => expect(snapshot.context).toEqual({ report: broken, failure: null }),
    failed: ({ snapshot }) => expect(snapshot.context).toEqual({ report: null, failure: FAILURE }),
  },
  afterEvent: {
    'xstate.done.actor.verifyChain': ({ snapshot, event }) => expect(snapshot.value).toBe((event as unknown as { output: ActivityChainReport }).output.broken ? 'broken' : 'intact'),
    'xstate.error.actor.verifyChain': ({ snapshot }) => expect(snapshot.value).toBe('failed'),
  },
});
