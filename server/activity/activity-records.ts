/**
 * Reading the activity log: the super admin's list (search, sort, paging, and the admin, area and
 * time filters), the admins the filter offers, and one record's last changes for its view modal.
 */
import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  HISTORY_LENGTH,
  type ACTIVITY_SORTABLE,
  type ActivityAction,
  type ActivityAdmin,
  type ActivityArea,
  type ActivityListRequest,
  type ActivityRow,
  type HistoryRow,
} from '../../src/api/contract/activity';
import type { ListPage } from '../../src/api/contract/list';
import type { Database } from '../db/client';
import { activity } from '../db/schema';
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
 * are gone, whatever their area's table (served by the area and record index).
 */
// Spelled out: drizzle writes a column of the outer table unqualified, which the subquery would read as its own.
const recordDeleted = sql<boolean>`exists (select 1 from "activity" as deletion where deletion.area = "activity"."area" and deletion.record_id = "activity"."record_id" and deletion.action = 'delete')`;

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
const toActivityRow = (row: ActivityRecord): ActivityRow => ({
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
  changes: row.changes ?? [],
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
  return { rows: page.rows.map(toActivityRow), count: page.count };
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
    .select({ createdAt: activity.createdAt, adminName: activity.adminName, action: activity.action, changed: activity.changed, changes: activity.changes })
    .from(activity)
    .where(and(eq(activity.area, area), eq(activity.recordId, recordId)))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(HISTORY_LENGTH);
  return rows.map((row) => ({ created_at: row.createdAt.toISOString(), admin_name: row.adminName, action: row.action as ActivityAction, changed: row.changed, changes: row.changes ?? [] }));
}
