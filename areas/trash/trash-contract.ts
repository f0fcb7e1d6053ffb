/**
 * The trash (issue #33 item 2): a deleted record waits here until it is restored, removed for
 * good, or purged after TRASH_DAYS. What the spec's delete calls answer does not change; these
 * calls are the product's own. Every admin may call them, and each answers only the records of the
 * areas the caller's role opens (the super admin: all).
 *
 * `trash/restore` and `trash/remove` name entries by the trash list's ids, or, for the Undo of a
 * delete that has just happened, by the area and the ids of the records deleted (`record_ids`):
 * the delete's answer is the spec's and carries no trash id.
 */
import * as v from 'valibot';
import { ACTIVITY_AREAS } from '../../src/api/contract/activity';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';
import { BULK_MAX_IDS, bulkResponse } from '../../src/api/contract/bulk';
import { postCall, type Call } from '../../src/api/contract/calls';
import { idField, isoDate } from '../../src/api/contract/fields';
import { listRequest, listResponse } from '../../src/api/contract/list';
import { MODULES } from '../../src/api/contract/modules';

export const trashPaths = {
  list: 'trash/list',
  restore: 'trash/restore',
  remove: 'trash/remove',
} as const;

/** Days a deleted record stays in the trash before the purge job removes it for good (TRASH_DAYS). */
export const DEFAULT_TRASH_DAYS = 30;

export { TRASH_MODULES } from '../../src/api/contract/trash-modules';

/** `created_at`, every list's default sort, is the entry's: the moment of the delete (`deleted_at`). */
export const TRASH_SORTABLE = ['created_at', 'label', 'area', 'deleted_by_name'] as const;

export const trashListRequest = v.object({
  ...listRequest(TRASH_SORTABLE).entries,
  area: v.optional(v.picklist(MODULES, `area must be one of: ${MODULES.join(', ')}`)),
});
export type TrashListRequest = v.InferOutput<typeof trashListRequest>;

export const trashRow = v.object({
  /** The trash entry's id (not the record's). */
  id: v.number(),
  area: v.picklist(ACTIVITY_AREAS),
  record_id: v.number(),
  /** The record's name as its list showed it when it was deleted. */
  label: v.string(),
  deleted_at: isoDate,
  deleted_by_name: v.string(),
  /** When the purge removes it for good. */
  purge_at: isoDate,
});
export type TrashRow = v.InferOutput<typeof trashRow>;
export const trashListResponse = listResponse(trashRow);

const ids = (name: string) =>
  v.pipe(
    v.array(idField, `${name} must be a list of ids`),
    v.minLength(1, `${name} must name at least one row`),
    v.maxLength(BULK_MAX_IDS, `${name} may name at most ${BULK_MAX_IDS} rows`),
    v.check((list) => new Set(list).size === list.length, `${name} must not name a row twice`),
  );

/** By the trash list's ids, or by the area and the deleted records' own ids (an Undo). */
export const trashEntriesRequest = v.union(
  [v.object({ ids: ids('ids') }), v.object({ area: v.picklist(MODULES, `area must be one of: ${MODULES.join(', ')}`), record_ids: ids('record_ids') })],
  'Name the entries by ids, or by area and record_ids',
);
export type TrashEntriesRequest = v.InferOutput<typeof trashEntriesRequest>;

/** Per entry, whether it was restored (or removed) or why not; `id` is the entry's id in the trash. */
export const trashEntriesResponse = bulkResponse;

/** The trash's calls, for the API document (server/openapi/). */
export const trashCalls = (): Call[] => [
  postCall(trashPaths.list, 'One page of the deleted records of the areas the admin opens, searched and sorted', trashListResponse, { json: trashListRequest }),
  postCall(trashPaths.restore, 'Bring records back from the trash, by trash ids or by area and record ids (an Undo)', trashEntriesResponse, { json: trashEntriesRequest }),
  postCall(trashPaths.remove, 'Remove records from the trash for good, their files with them', trashEntriesResponse, { json: trashEntriesRequest }),
];

/**
 * The trash's answers: each code and the English the server sends in `message`; the SPA shows
 * this folder's `answer.<code>` text instead (texts/).
 */
export const trashAnswers = {
  'trash.list': 'Trash',
  'trash.restored': 'Restored',
  'trash.removed': 'Removed for good',
  'trash.not_found': 'This record is no longer in the trash',
  'trash.value_taken': 'Another record now uses the same name or e-mail. Rename or delete that record, then restore this one.',
  'trash.reference_gone': 'A record this one refers to was removed for good, so it cannot come back as it was.',
} as const satisfies AnswerTable;
export const trashAnswer = /* @__PURE__ */ answerOf(trashAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof trashAnswers> {}
}
