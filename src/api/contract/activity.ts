/**
 * The activity log (issue #15 item 1): every change an admin makes, recorded by the server in the
 * same transaction as the change. `POST activity/list` is the super admin's list (the list body,
 * plus filters by admin, area and time); `GET <area>/history?id=` is one record's last
 * changes for its view modal, behind that area's own module. Nothing edits or deletes a row.
 */
import * as v from 'valibot';
import { envelope } from './envelope';
import { idField, idParam, isoDate, noNul } from './fields';
import { listRequest, listResponse } from './list';
import { MODULES } from './modules';

export const activityPaths = {
  list: 'activity/list',
  /** POST: the list body with its filters; answers its rows, all pages, as CSV (as every list's export). */
  export: 'activity/export',
  /** GET: the admins that appear in the log (deleted ones too, by the name they had): the admin filter's options. */
  admins: 'activity/admins',
  /** GET: walks the log's hash chain (issue #32 item 5) and answers whether it is intact, or where it breaks. */
  chain: 'activity/chain',
} as const;

/** One record's last changes: `GET <area>/history?id=`, so the area's module guards it. */
export const historyPath = <TArea extends string>(area: TArea) => `${area}/history` as const;
/** One version of a record (issue #33 item 1): `GET <area>/history/version?id=&version_id=`, under the same module. */
export const historyVersionPath = (history: string) => `${history}/version`;
export const HISTORY_LENGTH = 20;

/**
 * The sidebar's areas, the admin's own account (sign-in, sign-out, profile, password), and the
 * admin roles (the super admin's second-factor rule per role, issue #32 item 1).
 */
export const ACTIVITY_AREAS = [...MODULES, 'account', 'role'] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

export const ACTIVITY_ACTIONS = [
  'add',
  'edit',
  'activate',
  'deactivate',
  'delete',
  'password',
  'profile',
  'upload-finished',
  'upload-failed',
  'sign-in',
  'sign-out',
  /** Sessions of the account ended from elsewhere (issue #32 item 3): one, all others, or all by the super admin. */
  'sessions-ended',
  /** The second factor turned on or off, new recovery codes made, a recovery code spent at sign-in (issue #32 item 1). */
  'second-factor-on',
  'second-factor-off',
  'recovery-codes-new',
  'recovery-code-used',
  /** A passkey added to the account or removed from it (issue #32 item 1). */
  'passkey-added',
  'passkey-removed',
  /** A record back from the trash, or removed from it for good by an admin (issue #33 item 2). */
  'restore',
  'remove',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_SORTABLE = ['created_at', 'admin_name', 'action', 'area', 'record_label'] as const;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * The shape check of v.isoTimestamp lets through days no calendar has (31 February) and the year
 * 0000, which the database would refuse with an error (a 500): those are refused here with a 400.
 */
export function isCalendarDay(timestamp: string): boolean {
  const [year, month, day] = timestamp.slice(0, 10).split('-').map(Number) as [number, number, number];
  return year >= 1 && day <= daysInMonth(year, month);
}

const instant = (field: string) =>
  v.pipe(
    v.string(`${field} must be an ISO 8601 date-time`),
    noNul(),
    v.isoTimestamp(`${field} must be an ISO 8601 date-time`),
    v.check(isCalendarDay, `${field} must be an ISO 8601 date-time`),
  );

/**
 * The list body plus its filters. `from` is inclusive and `to` exclusive, both instants (the
 * screen turns the admin's local days into them), so a day means the same in every time zone.
 */
export const activityListRequest = v.object({
  ...listRequest(ACTIVITY_SORTABLE).entries,
  admin_id: v.optional(idField),
  area: v.optional(v.picklist(ACTIVITY_AREAS, `area must be one of: ${ACTIVITY_AREAS.join(', ')}`)),
  from: v.optional(instant('from')),
  to: v.optional(instant('to')),
});
export type ActivityListRequest = v.InferOutput<typeof activityListRequest>;
export type ActivityFilters = Pick<ActivityListRequest, 'admin_id' | 'area' | 'from' | 'to'>;

/**
 * A value that names another record (a class's chef and meal types, an admin's role): its id, the
 * area whose screens show it (null when it has none, as a role), and its name as it was when the
 * change was made, so the log stays true after a rename or a delete. `deleted` is read when the
 * row is answered: whether the log holds that record's delete.
 */
export const activityReference = v.object({ id: v.number(), area: v.nullable(v.picklist(ACTIVITY_AREAS)), name: v.string(), deleted: v.boolean() });
export type ActivityReference = v.InferOutput<typeof activityReference>;
/** As the row stores it: `deleted` is not a fact of the moment of the change. */
export type StoredReference = Omit<ActivityReference, 'deleted'>;

/** A value the log shows (changed-fields.ts keeps only short strings, numbers, booleans and references). */
export const activityValue = v.union([v.string(), v.number(), v.boolean(), v.null(), activityReference, v.array(activityReference)]);
export type ActivityValue = v.InferOutput<typeof activityValue>;
/** A value as the row stores it. */
export type StoredActivityValue = string | number | boolean | null | StoredReference | StoredReference[];
/**
 * One field's change: its old and new value, or only that it changed (an image, a rich or long
 * text, a list). Never a secret.
 */
export const activityChange = v.union([
  v.object({ field: v.string(), from: activityValue, to: activityValue }),
  v.object({ field: v.string(), changed: v.literal(true) }),
]);
export type ActivityChange = v.InferOutput<typeof activityChange>;
/** A change as the row stores it (its references without `deleted`). */
export type StoredActivityChange = { field: string; from: StoredActivityValue; to: StoredActivityValue } | { field: string; changed: true };

export const activityRow = v.object({
  id: v.number(),
  created_at: isoDate,
  /** null when the change has no signed-in admin (a password set through a mailed link names the admin it is for). */
  admin_id: v.nullable(v.number()),
  /** The name the admin had then: the row outlives the admin. */
  admin_name: v.string(),
  action: v.picklist(ACTIVITY_ACTIONS),
  area: v.picklist(ACTIVITY_AREAS),
  record_id: v.nullable(v.number()),
  /** The record's name then (an account row: the admin's own; '' on sign-in and sign-out rows written before they named it). */
  record_label: v.string(),
  /** Whether the log holds the record's delete: the screen then says "deleted" instead of linking to it. */
  record_deleted: v.boolean(),
  /** The contract's field names that changed; never a password, OTP, token or image bytes ("image" says a new one came). */
  changed: v.array(v.string()),
  /** The fields' old and new values (issue #31 item 6); empty on an add, and on rows written before values were kept. */
  changes: v.array(activityChange),
  /** The client's address, as the rate limits read it (behind a trusted proxy, its forwarded one). */
  ip: v.string(),
});
export type ActivityRow = v.InferOutput<typeof activityRow>;
export const activityListResponse = listResponse(activityRow);

export const activityAdmin = v.object({ id: v.number(), name: v.string() });
export type ActivityAdmin = v.InferOutput<typeof activityAdmin>;
export const activityAdminsResponse = envelope(v.object({ rows: v.array(activityAdmin) }));

/** A row the chain check names: enough for an admin to find it in the list. */
export const activityChainRow = v.object({ id: v.number(), created_at: isoDate, admin_name: v.string() });
export type ActivityChainRow = v.InferOutput<typeof activityChainRow>;

/**
 * Where the chain breaks (server/activity/chain-verify.ts): a row changed after it was written
 * (`edited`), links removed just before a row (`removed`), or a row inserted past the chain, with
 * no link (`unlinked`) or with a link number already taken (`duplicated`).
 */
export const activityChainBreak = v.variant('kind', [
  v.object({ kind: v.literal('edited'), row: activityChainRow, seq: v.number() }),
  v.object({ kind: v.literal('removed'), from_seq: v.number(), to_seq: v.number(), before: activityChainRow }),
  v.object({ kind: v.literal('unlinked'), row: activityChainRow }),
  v.object({ kind: v.literal('duplicated'), row: activityChainRow, seq: v.number() }),
]);
export type ActivityChainBreak = v.InferOutput<typeof activityChainBreak>;

export const activityChainReport = v.object({
  /** Links walked up to the first break, or all of them. */
  rows: v.number(),
  /** The last link walked: a figure to note and compare later. */
  last: v.nullable(v.object({ seq: v.number(), hash: v.string() })),
  broken: v.nullable(activityChainBreak),
});
export type ActivityChainReport = v.InferOutput<typeof activityChainReport>;
export const activityChainResponse = envelope(activityChainReport);

export const historyQuery = v.object({ id: idParam });
export const historyVersionQuery = v.object({ id: idParam, version_id: idParam });
/** A record's history leaves out the address: the area's admins see who and what, not where from. */
export const historyRow = v.object({
  created_at: isoDate,
  admin_name: v.string(),
  action: v.picklist(ACTIVITY_ACTIONS),
  changed: v.array(v.string()),
  changes: v.array(activityChange),
  /**
   * The version of the record this change left (issue #33 item 1), to read with the version call
   * and restore; null when none is kept (a delete, a change before versions were kept, an area
   * that keeps none).
   */
  version_id: v.nullable(v.number()),
});
export type HistoryRow = v.InferOutput<typeof historyRow>;
export const historyResponse = envelope(v.object({ rows: v.array(historyRow) }));

/**
 * A record as one change left it: its fields by the contract's names, as its view call answered
 * them then (never a secret), with who made that change and when. A restore is an edit with
 * these values, through the edit's own rules.
 */
export const historyVersion = v.object({
  version_id: v.number(),
  created_at: isoDate,
  admin_name: v.string(),
  action: v.picklist(ACTIVITY_ACTIONS),
  values: v.record(v.string(), v.unknown()),
});
export type HistoryVersion = v.InferOutput<typeof historyVersion>;
export const historyVersionResponse = envelope(historyVersion);
