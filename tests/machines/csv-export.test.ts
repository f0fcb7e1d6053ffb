import { expect } from 'vitest';
import { CSV_EXPORT_READY, csvExportMachine } from '../../src/machines/csv-export.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';

const query = { sort_by: 'name', order: 'ASC' as const, search: 'bottura', page: 3 };
const file = { blob: new Blob(['id,name\r\n']), fileName: 'chefs-2026-11-24.csv' };

describeModel({
  name: 'csvExport',
  machine: csvExportMachine,
  events: { 'export.start': [{ query }] },
  outcomes: { exportRows: { done: [file], error: [new Error('Your role does not give access to this area')] } },
  afterEvent: {
    // The search and sort of the list, every page: never only the page on screen.
    'export.start': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('exporting');
      expect(callsOf(stepEffects, 'exportRows')).toEqual([{ kind: 'call', name: 'exportRows', input: { ...query, page: 1 } }]);
    },
    'xstate.done.actor.exportRows': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('idle');
      expect(actionsOf(stepEffects, 'saveFile').map((effect) => effect.params)).toEqual([file]);
      expect(actionsOf(stepEffects, 'notify').map((effect) => effect.params)).toEqual([{ kind: 'success', message: CSV_EXPORT_READY }]);
    },
    'xstate.error.actor.exportRows': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('idle');
      expect(actionsOf(stepEffects, 'saveFile')).toEqual([]);
      expect(actionsOf(stepEffects, 'notify').map((effect) => effect.params)).toEqual([
        { kind: 'error', message: 'Your role does not give access to this area' },
      ]);
    },
  },
});
