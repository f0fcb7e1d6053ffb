/**
 * Reading the activity log: the super admin's list (search, sort, paging, and the admin, area and
 * time filters), the admins the filter offers, one record's last changes for its view modal, and a version one of them left.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  HISTORY_LENGTH,
  type ACTIVITY_SORTABLE,
  type ActivityAction,
  type ActivityAdmin,
  type ActivityArea,
  type ActivityChange,
  type ActivityListRequest,
  type ActivityReference,
  type ActivityRow,
  type HistoryRow,
  type HistoryVersion,
  type StoredActivityChange,
  type StoredActivityValue,
  type StoredReference,
} from '../../src/api/contract/activity';
import type { ListPage } from '../../src/api/contract/list';
import type { Database } from '../db/client';
import { activity, recordVersions } from '../db/schema';
import { listShape, readPage, type ListShape } from '../lists/page';
import { pageStatements } from '../lists/page-statements';
import { searchCondition } from '../lists/search';
import { caseless } from '../lists/sort';

type ActivitySortable = (typeof ACTIVITY_SORTABLE)[number];

const sortColumns = {
  created_at: activity.createdAt,
  admin_name: caseless(activity.adminName),
  action: activity.action,
  area: activity.area,
  record_label: caseless(activity.recordLabel),
} satisfies Record<ActivitySortable, unknown>;

/**
 * Every delete writes its row in the delete's transaction, so the log itself knows which records
 * are gone, whatever their area's table (served by the area and record index). An account row
 * (sign-in, profile, password) names an admin, whose delete is an 'admin' row.
 */
// Spelled out: drizzle writes a column of the outer table unqualified, which the subquery would read as its own.
// A delete counts unless a later restore brought the record back (issue #33 item 2).
const recordDeleted = sql<boolean>`exists (select 1 from "activity" as deletion where deletion.area = (case when "activity"."area" = 'account' then 'admin' else "activity"."area" end) and deletion.record_id = "activity"."record_id" and deletion.action = 'delete' and not exists (select 1 from "activity" as restore where restore.area = deletion.area and restore.record_id = deletion.record_id and restore.action = 'restore' and restore.id > deletion.id))`;

const referenceKey = (area: string, id: number) => `${area}:${id}`;
const referencesOf = (value: StoredActivityValue): StoredReference[] =>
  Array.isArray(value) ? value : typeof value === 'object' && value !== null ? [value] : [];

/**
 * The changes as answered: each reference says whether its record is deleted, read now from the
 * log's delete rows like the row's own record (one query for all the rows answered). A reference
 * with no area (a role) has no screen and no delete in the log.
 */
async function withDeletedReferences(db: Database, changesOfRows: readonly StoredActivityChange[][]): Promise<ActivityChange[][]> {
  const named = changesOfRows.flat().flatMap((change) => ('changed' in change ? [] : [...referencesOf(change.from), ...referencesOf(change.to)]));
  const areas = [...new Set(named.flatMap((ref) => (ref.area === null ? [] : [ref.area])))];
  const ids = [...new Set(named.map((ref) => ref.id))];
  // The last delete or restore of each record says whether it is deleted now.
  const ends =
    areas.length === 0
      ? []
      : await db
          .select({ area: activity.area, id: activity.recordId, action: activity.action })
          .from(activity)
          .where(and(inArray(activity.action, ['delete', 'restore']), inArray(activity.area, areas), inArray(activity.recordId, ids)))
          .orderBy(asc(activity.id));
  const last = new Map(ends.map((row) => [referenceKey(row.area, row.id!), row.action]));
  const deleted = new Set([...last].flatMap(([key, action]) => (action === 'delete' ? [key] : [])));
  const answered = (ref: StoredReference): ActivityReference => ({ ...ref, deleted: ref.area !== null && deleted.has(referenceKey(ref.area, ref.id)) });
  const value = (stored: StoredActivityValue) =>
    Array.isArray(stored) ? stored.map(answered) : typeof stored === 'object' && stored !== null ? answered(stored) : stored;
  return changesOfRows.map((changes) => changes.map((change) => ('changed' in change ? change : { field: change.field, from: value(change.from), to: value(change.to) })));
}

const rowColumns = {
  id: activity.id,
  createdAt: activity.createdAt,
  adminId: activity.adminId,
  adminName: activity.adminName,
  action: activity.action,
  area: activity.area,
  recordId: activity.recordId,
  recordLabel: activity.recordLabel,
  recordDeleted,
  changed: activity.changed,
  changes: activity.changes,
  ip: activity.ip,
};

type ActivityRecord = Pick<typeof activity.$inferSelect, Exclude<keyof typeof rowColumns, 'recordDeleted'>> & { recordDeleted: boolean };

// The column holds only what recordActivity wrote, which its types limit to the contract's names.
const toActivityRow = (row: ActivityRecord, changes: ActivityChange[]): ActivityRow => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  admin_id: row.adminId,
  admin_name: row.adminName,
  action: row.action as ActivityAction,
  area: row.area as ActivityArea,
  record_id: row.recordId,
  record_label: row.recordLabel,
  record_deleted: row.recordDeleted,
  changed: row.changed,
  changes,
  ip: row.ip,
});

/** Which filters a call gives: each present one adds its condition, its value a placeholder. */
type ActivityShape = ListShape<ActivitySortable> & { byAdmin: boolean; byArea: boolean; from: boolean; to: boolean };

/** The instants go to PostgreSQL as the text that was sent, so it reads them to the microsecond. */
function filtered(shape: ActivityShape): SQL | undefined {
  return and(
    shape.searched ? searchCondition([activity.searchText]) : undefined,
    shape.byAdmin ? eq(activity.adminId, sql.placeholder('adminId')) : undefined,
    shape.byArea ? eq(activity.area, sql.placeholder('area')) : undefined,
    shape.from ? sql`${activity.createdAt} >= ${sql.placeholder('from')}::timestamptz` : undefined,
    shape.to ? sql`${activity.createdAt} < ${sql.placeholder('to')}::timestamptz` : undefined,
  );
}

const activityPage = pageStatements({
  rows: (db, total) => db.select({ ...rowColumns, total }).from(activity).$dynamic(),
  count: (db) => db.select({ n: count() }).from(activity).$dynamic(),
  where: (_db, shape: ActivityShape) => filtered(shape),
  sortColumns,
  id: activity.id,
});

export async function listActivity(db: Database, query: ActivityListRequest): Promise<ListPage<ActivityRow>> {
  const shape: ActivityShape = {
    ...listShape(query),
    byAdmin: query.admin_id !== undefined,
    byArea: query.area !== undefined,
    from: query.from !== undefined,
    to: query.to !== undefined,
  };
  const values = { adminId: query.admin_id, area: query.area, from: query.from, to: query.to };
  const page = await readPage(query, activityPage(db, shape), values);
  const changes = await withDeletedReferences(db, page.rows.map((row) => row.changes ?? []));
  return { rows: page.rows.map((row, index) => toActivityRow(row, changes[index]!)), count: page.count };
}

/** Every admin the log names, by the name of their latest row (a renamed or deleted admin once), by name. */
export async function activityAdmins(db: Database): Promise<ActivityAdmin[]> {
  const latest = await db
    .selectDistinctOn([activity.adminId], { id: activity.adminId, name: activity.adminName })
    .from(activity)
    .where(isNotNull(activity.adminId))
    .orderBy(asc(activity.adminId), desc(activity.createdAt), desc(activity.id));
  return latest
    .map((admin) => ({ id: admin.id!, name: admin.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

/** A record's last changes, newest first (served by the area, record and time index). */
export async function recordHistory(db: Database, area: ActivityArea, recordId: number): Promise<HistoryRow[]> {
  const rows = await db
    .select({
      createdAt: activity.createdAt,
      adminName: activity.adminName,
      action: activity.action,
      changed: activity.changed,
      changes: activity.changes,
      versionId: recordVersions.activityId,
    })
    .from(activity)
    .leftJoin(recordVersions, eq(recordVersions.activityId, activity.id))
    .where(and(eq(activity.area, area), eq(activity.recordId, recordId)))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(HISTORY_LENGTH);
  const changes = await withDeletedReferences(db, rows.map((row) => row.changes ?? []));
  return rows.map((row, index) => ({
    created_at: row.createdAt.toISOString(),
    admin_name: row.adminName,
    action: row.action as ActivityAction,
    changed: row.changed,
    changes: changes[index]!,
    version_id: row.versionId,
  }));
}

/** One kept version of a record (issue #33 item 1), only of that record and area: an id of another's is not found. */
export async function findVersion(db: Database, area: ActivityArea, recordId: number, versionId: number): Promise<HistoryVersion | null> {
  const [row] = await db
    .select({ createdAt: activity.createdAt, adminName: activity.adminName, action: activity.action, values: recordVersions.values })
    .from(recordVersions)
    .innerJoin(activity, eq(activity.id, recordVersions.activityId))
    .where(and(eq(recordVersions.activityId, versionId), eq(recordVersions.area, area), eq(recordVersions.recordId, recordId)));
  if (!row) return null;
  return { version_id: versionId, created_at: row.createdAt.toISOString(), admin_name: row.adminName, action: row.action as ActivityAction, values: row.values };
}
