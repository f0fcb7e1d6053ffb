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

const isActive = v.boolean('is_active must be true or false');
export const bulkStatusRequest = v.object({ ids: bulkIds, is_active: isActive });
export const bulkDeleteRequest = v.object({ ids: bulkIds });

/**
 * "Select all matching" (issue #31 item 4): the rows are named by the list's own request (its
 * search, sort and filters; its page is not read) instead of ids, and the server finds them.
 * `count` is the number the admin confirmed: if the search now matches another number of rows
 * (added or removed meanwhile), or a body lacks it, nothing is changed. Above BULK_MAX_MATCHING
 * rows the call is refused whole too.
 */
export const BULK_MAX_MATCHING = 10_000;
const confirmedCount = v.pipe(
  v.number('count must be the number of rows confirmed'),
  v.integer('count must be a whole number'),
  v.minValue(1, 'count must be at least 1'),
  v.maxValue(BULK_MAX_MATCHING, `count may be at most ${BULK_MAX_MATCHING}`),
);
export const bulkMatchStatusRequest = <TList extends v.GenericSchema>(list: TList) => v.object({ match: list, count: confirmedCount, is_active: isActive });
export const bulkMatchDeleteRequest = <TList extends v.GenericSchema>(list: TList) => v.object({ match: list, count: confirmedCount });
/** A bulk body names its rows by the list's search when it has `match` (then `ids` is not read). */
export const namesRowsByMatch = (body: object) => 'match' in body;

/**
 * One row's outcome: `status` false with the refusal's message (the one-row call's own words), and
 * that answer's code and values (answer-codes.ts) so a client can show it in its language. A
 * refused row still stored carries its `label`, its name as its list shows it (a row matched by
 * the search may never have been on screen).
 */
export const bulkRowResult = v.object({
  id: v.number(),
  label: v.optional(v.string()),
  status: v.boolean(),
  message: v.string(),
  code: v.optional(v.string()),
  values: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});
export type BulkRowResult = v.InferOutput<typeof bulkRowResult>;
/** By ids, every row's outcome; by `match`, only the refused rows' (the done ones are counted). */
export const bulkResponse = envelope(v.object({ rows: v.array(bulkRowResult), done: v.number(), refused: v.number() }));
