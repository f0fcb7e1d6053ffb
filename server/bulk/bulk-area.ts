/** What a list's bulk actions need (server/routes/bulk.ts): the bulk paths and the one-row actions they repeat. */
import type { DeleteAction, StatusAction } from './row-actions';

export type BulkArea = { bulkDelete: string; remove: DeleteAction } & (
  | { bulkStatus: string; setStatus: StatusAction }
  | { bulkStatus?: undefined; setStatus?: undefined }
);
