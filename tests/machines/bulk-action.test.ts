/**
 * Bulk actions on a list, every path, checked against a selection the test keeps by its own
 * rules (not read from the machine): a toggle flips a row, the header adds or removes the page,
 * a run that the server fully did empties the selection, one with refusals keeps exactly the
 * refused rows, a failed call keeps what was selected. "Select all matching" (issue #31 item 4)
 * sends the list's request and count instead of ids, until a row's box changes the selection.
 */
import { expect } from 'vitest';
import { bulkActionMachine, type BulkAction, type BulkOutcome, type BulkRequest, type Matching } from '../../src/machines/bulk-action.machine';
import { describeModel } from '../support/describe-model';

const PAGE = [1, 2, 3];
const allDone: BulkOutcome = { message: '2 done', rows: [{ id: 1, status: true, message: 'Chef deactivated' }, { id: 2, status: true, message: 'Chef deactivated' }] };
const someRefused: BulkOutcome = {
  message: '1 done, 1 refused',
  rows: [
    { id: 1, status: true, message: 'Chef deleted' },
    { id: 2, status: false, message: 'This chef has classes; delete or reassign them first.' },
  ],
};

let expected = new Set<number>();
let asked: BulkAction | null = null;
let sent: BulkRequest | null = null;
let matching: Matching | null = null;
const EVERY_COOK: Matching = { match: { search: 'cook', sort_by: 'name', order: 'ASC' }, count: 25 };
const request = (): BulkRequest => (matching ? { action: asked!, ...matching } : { action: asked!, ids: [...expected] });

describeModel({
  name: 'bulkAction',
  machine: bulkActionMachine,
  events: {
    'selection.toggle': [{ id: 1 }, { id: 2 }],
    'selection.page': [
      { ids: PAGE, selected: true },
      { ids: PAGE, selected: false },
    ],
    'selection.clear': [{}],
    'selection.matching': [EVERY_COOK],
    'bulk.ask': [{ action: 'deactivate' }, { action: 'delete' }],
    // The Trash's Restore button on row 2: that row alone, at once.
    'bulk.run': [{ action: 'restore', ids: [2] }],
    'bulk.confirm': [{}],
    'bulk.cancel': [{}],
    'outcome.dismiss': [{}],
    'selection.remote': [{}],
  },
  outcomes: { runBulk: { done: [allDone, someRefused], error: [new Error('The server could not be reached')] } },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      selected: [...snapshot.context.selected].sort(),
      matching: snapshot.context.matching !== null,
      action: snapshot.context.action,
      refused: snapshot.context.refused.length,
    }),
  // Issue #15 item 3: one call for the whole selection, with the action asked; the server's
  // message either way; after an answer rows changed, so the list reloads; no answer, no reload.
  // (Read before this step's afterEvent moves the test's own selection.)
  expectedEffects: ({ before, event }) => {
    switch (event.type) {
      // Only from the selection: while a question, a run or its refusals are open, a row's button does nothing.
      case 'bulk.run':
        return before!.matches('selecting') ? [{ kind: 'call', name: 'runBulk', input: { action: 'restore', ids: [2] } }] : [];
      case 'bulk.confirm':
        return [{ kind: 'call', name: 'runBulk', input: request() }];
      case 'xstate.done.actor.runBulk': {
        const outcome = (event as unknown as { output: BulkOutcome }).output;
        const refused = outcome.rows.some((row) => !row.status);
        const done = outcome.rows.filter((row) => row.status).map((row) => row.id);
        // Issue #33 item 2: rows a delete by ids removed are handed on for their Undo, whose toast
        // carries the message when nothing was refused (one toast, not two).
        const undoable = asked === 'delete' && matching === null && done.length > 0;
        return [
          ...(undoable ? [{ kind: 'action' as const, name: 'announceDeleted', params: { ids: done, message: outcome.message } }] : []),
          ...(undoable && !refused ? [] : [{ kind: 'action' as const, name: 'notify', params: { kind: refused ? 'error' : 'success', message: outcome.message } }]),
          { kind: 'action', name: 'reloadList', params: undefined },
        ];
      }
      case 'xstate.error.actor.runBulk':
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'The server could not be reached' } }];
      // Issue #33 item 3: a change elsewhere waits while rows are selected, or a question, a run or a report is open.
      case 'selection.remote':
        return [{ kind: 'action', name: 'remoteChange', params: { hold: !before!.matches('selecting') || expected.size > 0 || matching !== null } }];
      default:
        return [];
    }
  },
  states: {
    // Whatever happened, the selection is the one the rules give.
    selecting: ({ snapshot }) => {
      expect(new Set(snapshot.context.selected)).toEqual(expected);
      expect(snapshot.context.matching).toEqual(matching);
    },
    confirming: ({ snapshot }) => {
      expect(new Set(snapshot.context.selected)).toEqual(expected);
      expect(snapshot.context.action).toBe(asked);
    },
    reporting: ({ snapshot }) => expect(snapshot.context.refused.map((row: { id: number }) => row.id)).toEqual([...expected]),
  },
  afterEvent: {
    'xstate.init': () => {
      expected = new Set();
      asked = null;
      sent = null;
      matching = null;
    },
    'selection.toggle': ({ event }) => {
      const { id } = event as unknown as { id: number };
      if (expected.has(id)) expected.delete(id);
      else expected.add(id);
      matching = null;
    },
    'selection.page': ({ event }) => {
      const { ids, selected } = event as unknown as { ids: number[]; selected: boolean };
      for (const id of ids) {
        if (selected) expected.add(id);
        else expected.delete(id);
      }
      matching = null;
    },
    'selection.clear': () => {
      expected = new Set();
      matching = null;
    },
    'selection.matching': ({ event }) => {
      const { match, count } = event as unknown as Matching;
      matching = { match, count };
    },
    'bulk.ask': ({ snapshot, event }) => {
      // Only with a selection: an empty one asks nothing.
      expect(expected.size > 0 || matching !== null).toBe(true);
      expect(snapshot.matches('confirming')).toBe(true);
      asked = (event as unknown as { action: BulkAction }).action;
    },
    // Cancelled: back to the selection as it was, nothing sent.
    'bulk.cancel': ({ snapshot }) => {
      expect(snapshot.matches('selecting')).toBe(true);
      asked = null;
    },
    'bulk.confirm': () => {
      sent = request();
    },
    'bulk.run': ({ before, snapshot }) => {
      if (!before!.matches('selecting')) return;
      // The row named replaces the selection, whatever it was.
      expect(snapshot.matches('running')).toBe(true);
      expected = new Set([2]);
      matching = null;
      asked = 'restore';
      sent = request();
    },
    'xstate.done.actor.runBulk': ({ snapshot, event }) => {
      const outcome = (event as unknown as { output: BulkOutcome }).output;
      const refused = outcome.rows.filter((row) => !row.status);
      expected = new Set(refused.map((row) => row.id));
      matching = null;
      expect(snapshot.matches(refused.length > 0 ? 'reporting' : 'selecting')).toBe(true);
      asked = null;
    },
    'xstate.error.actor.runBulk': ({ snapshot }) => {
      expect(snapshot.matches('selecting')).toBe(true);
      expect(snapshot.context.matching).toEqual('match' in sent! ? { match: sent.match, count: sent.count } : null);
      if ('ids' in sent!) expect(new Set(snapshot.context.selected)).toEqual(new Set(sent.ids));
      asked = null;
    },
    'outcome.dismiss': ({ snapshot }) => {
      expect(snapshot.matches('selecting')).toBe(true);
      expect(snapshot.context.refused).toEqual([]);
    },
  },
});
