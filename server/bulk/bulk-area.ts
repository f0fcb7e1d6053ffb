/** What a list's bulk actions need (server/routes/bulk.ts): the bulk paths and the one-row actions they repeat. */
import type { DeleteAction, StatusAction } from './row-actions';
import type { RowLabels } from './row-labels';

/** `labels` names the refused rows in the answer (row-labels.ts). */
export type BulkArea = { bulkDelete: string; remove: DeleteAction; labels: RowLabels } & (
  | { bulkStatus: string; setStatus: StatusAction }
  | { bulkStatus?: undefined; setStatus?: undefined }
);
