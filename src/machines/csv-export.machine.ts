/**
 * Export a list as CSV (issue #15 item 4): the rows of the list's current search and sort, all
 * pages, streamed by the server (`POST <area>/export`) and saved as the file it names. One export
 * at a time per list; the button is busy meanwhile. A refusal or a lost connection shows the
 * server's (or the transport's) message and saves nothing.
 */
import { assign, setup } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import type { ListQuery } from '../api/contract/list';
import { errorMessage } from './error-message';
import type { Notice } from './notify';

export type ExportedFile = { blob: Blob; fileName: string | null };

/** The success notice: our own text, shown translated (i18n/notice-text.tsx). */
export const CSV_EXPORT_READY = 'The CSV file is ready';

export type CsvExportEvent = { type: 'export.start'; query: ListQuery };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as { query: ListQuery | null },
    events: {} as CsvExportEvent,
  },
  actors: {
    exportRows: suppliedPromise<ExportedFile, ListQuery>('exportRows'),
  },
  actions: {
    /** Hands the file to the browser's download. */
    saveFile: suppliedAction<ExportedFile>(),
    notify: suppliedAction<Notice>(),
  },
}).createMachine({
  id: 'csvExport',
  context: { query: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'export.start': { target: 'exporting', actions: assign({ query: ({ event }) => event.query }) } },
    },
    exporting: {
      invoke: {
        id: 'exportRows',
        src: 'exportRows',
        // Every page: the list's page number means nothing to an export.
        input: ({ context }) => ({ ...context.query!, page: 1 }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'saveFile', params: ({ event }) => event.output },
            { type: 'notify', params: { kind: 'success', message: CSV_EXPORT_READY } },
          ],
        },
        onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) } },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const csvExportMachine = withNeeds(definition, { actors: ['exportRows'], actions: ['saveFile', 'notify'] });
