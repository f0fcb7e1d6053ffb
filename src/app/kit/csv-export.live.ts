/** The CSV export machine with its real effects: the area's export call, the browser's download, toasts. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import type { ListQuery } from '../../api/contract/list';
import { csvExportMachine, type ExportedFile } from '../../machines/csv-export.machine';
import { supplyAll } from '../../machines/supplied';
import { notify } from '../../ui/toast/notify';

function saveToDisk({ blob, fileName }: ExportedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'export.csv';
  link.click();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `toBody`: the list's request from its query, for lists whose filters the server names otherwise. */
export const liveCsvExport = (client: ApiClient, exportPath: string, toBody: (query: ListQuery) => Record<string, unknown> = (query) => ({ ...query })) =>
  supplyAll(csvExportMachine, {
    actors: {
      exportRows: fromPromise<ExportedFile, ListQuery>(({ input, signal }) =>
        client.download(exportPath, { method: 'POST', body: toBody(input), signal }),
      ),
    },
    actions: {
      saveFile: (_, file) => saveToDisk(file),
      notify: (_, notice) => notify(notice),
    },
  });
