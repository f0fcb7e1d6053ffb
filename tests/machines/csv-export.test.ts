import { expect } from 'vitest';
import { csvExportMachine } from '../../src/machines/csv-export.machine';

/** The toast's text, spelt out: it is the catalogue's key for it in every language. */
const CSV_EXPORT_READY = 'The CSV file is ready';
import { describeModel } from '../support/describe-model';

const query = { sort_by: 'name', order: 'ASC' as const, search: 'bottura', page: 3 };
const file = { blob: new Blob(['id,name\r\n']), fileName: 'chefs-2026-11-24.csv' };

describeModel({
  name: 'csvExport',
  machine: csvExportMachine,
  events: { 'export.start': [{ query }] },
  outcomes: { exportRows: { done: [file], error: [new Error('Your role does not give access to this area')] } },
  alsoRefused: true,
  // Issue #15 item 4: the search and sort of the list, every page, never only the page on
  // screen; one export at a time; the file saved and a toast, or the server's refusal.
  expectedEffects: ({ before, event }) => {
    switch (event.type) {
      case 'export.start':
        return before!.matches('idle') ? [{ kind: 'call', name: 'exportRows', input: { ...query, page: 1 } }] : [];
      case 'xstate.done.actor.exportRows':
        return [
          { kind: 'action', name: 'saveFile', params: file },
          { kind: 'action', name: 'notify', params: { kind: 'success', message: CSV_EXPORT_READY } },
        ];
      case 'xstate.error.actor.exportRows':
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'Your role does not give access to this area' } }];
      default:
        return [];
    }
  },
  afterEvent: {
    'xstate.done.actor.exportRows': ({ snapshot }) => expect(snapshot.value).toBe('idle'),
    'xstate.error.actor.exportRows': ({ snapshot }) => expect(snapshot.value).toBe('idle'),
  },
});
