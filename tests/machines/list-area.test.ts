import { expect } from 'vitest';
import { listAreaMachine } from '../../src/machines/list-area.machine';
import { describeModel } from '../support/describe-model';

describeModel({
  name: 'listArea',
  machine: listAreaMachine,
  // The list child starts from the address's query, handed down as it came.
  starts: [{ name: 'from the address', input: { query: { search: 'ada', sort_by: 'name', order: 'ASC', page: 3 } } }],
  events: {
    'area.statusSaved': [
      { id: 7, isActive: false },
      { id: 8, isActive: true },
    ],
    'area.recordsChanged': [{}],
    'area.queryChanged': [{}],
    'area.recordsDeleted': [{ ids: [7, 8], message: '2 rows done.' }],
    'area.remoteChange': [{}],
    'area.remoteForList': [{ hold: false }, { hold: true }],
  },
  outcomes: { list: {}, status: {}, deletion: {}, bulk: {}, liveChanges: {} },
  // Its four children start with it (their reactions to these events: list-area.pinned.test.ts);
  // every change to the records makes the area's cache stale; other rows asked for change no record.
  expectedEffects: ({ input, before, event }) =>
    before === null
      ? [
          { kind: 'call', name: 'list', input: input },
          { kind: 'call', name: 'status', input: undefined },
          { kind: 'call', name: 'deletion', input: undefined },
          { kind: 'call', name: 'bulk', input: undefined },
          // The area's changes made elsewhere (issue #33 item 3), followed as long as the list lives.
          { kind: 'call', name: 'liveChanges', input: undefined },
        ]
      : // Other rows asked for, the Undo of a bulk delete handed to the delete flow (whose reload
        // makes the cache stale), or the bulk flow's word on a change elsewhere: nothing here.
        event.type === 'area.queryChanged' || event.type === 'area.recordsDeleted' || event.type === 'area.remoteForList'
        ? []
        : [{ kind: 'action', name: 'invalidateCache', params: undefined }],
  afterEvent: {
    'area.statusSaved': ({ snapshot }) => expect(snapshot.status).toBe('active'),
    'area.recordsChanged': ({ snapshot }) => expect(snapshot.status).toBe('active'),
  },
});
