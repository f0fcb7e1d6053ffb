/**
 * Bulk actions (issue #15 item 3) on every list with a status or a delete:
 * `POST <area>/bulk-status` `{ids, is_active}` and `POST <area>/bulk-delete` `{ids}`. Each row is
 * applied in its own transaction, with the same rules as the one-row call (your own account, a
 * chef a class uses…), and the answer says per row whether it was done or refused, and why.
 */
import * as v from 'valibot';
import { envelope } from './envelope';
import { idField } from './fields';

/** As many rows as a list page shows at most, and a few more: one confirmation, one call. */
export const BULK_MAX_IDS = 100;

export const bulkPaths = <TArea extends string>(area: TArea) =>
  ({ bulkStatus: `${area}/bulk-status`, bulkDelete: `${area}/bulk-delete` }) as const;

const bulkIds = v.pipe(
  v.array(idField, 'ids must be a list of ids'),
  v.minLength(1, 'ids must name at least one row'),
  v.maxLength(BULK_MAX_IDS, `ids may name at most ${BULK_MAX_IDS} rows`),
  v.check((ids) => new Set(ids).size === ids.length, 'ids must not name a row twice'),
);

export const bulkStatusRequest = v.object({ ids: bulkIds, is_active: v.boolean('is_active must be true or false') });
export const bulkDeleteRequest = v.object({ ids: bulkIds });

/**
 * One row's outcome: `status` false with the refusal's message (the one-row call's own words), and
 * that answer's code and values (answer-codes.ts) so a client can show it in its language.
 */
export const bulkRowResult = v.object({
  id: v.number(),
  status: v.boolean(),
  message: v.string(),
  code: v.optional(v.string()),
  values: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});
export type BulkRowResult = v.InferOutput<typeof bulkRowResult>;
export const bulkResponse = envelope(v.object({ rows: v.array(bulkRowResult), done: v.number(), refused: v.number() }));
