/**
 * Reading the trash (issue #33 item 2): its list page, searched and sorted, the entries a
 * restore or a removal names, and taking one out, each only among the areas the caller's role opens (the super
 * admin: every area), as the palette's search reads only those.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListPage } from '../../../src/api/contract/list';
import type { TRASH_SORTABLE, TrashEntriesRequest, TrashListRequest, TrashRow } from '../trash-contract';
import type { ActivityArea } from '../../../src/api/contract/activity';
import type { AdminProfile } from '../../../server/auth/signed-in';
import type { Database } from '../../../server/db/client';
import { trash, type TrashSnapshot } from '../../../server/db/schema';
import { listShape, readPage, type ListShape } from '../../../server/lists/page';
import { pageStatements } from '../../../server/lists/page-statements';
import { searchCondition } from '../../../server/lists/search';
import { caseless } from '../../../server/lists/sort';

export type TrashEntry = { id: number; area: string; recordId: number; label: string; snapshot: TrashSnapshot; files: string[] };

type Reader = Pick<AdminProfile, 'userType' | 'modules'>;

/** The trash's areas this admin sees, among those that keep their deletes (`areas`); null: all of them. */
export const openedAreas = (admin: Reader, areas: readonly string[]): string[] | null =>
  admin.userType === 'super_admin' ? null : areas.filter((area) => admin.modules.includes(area));

type TrashSortable = (typeof TRASH_SORTABLE)[number];
const sortColumns = {
  created_at: trash.deletedAt,
  label: caseless(trash.label),
  area: trash.area,
  deleted_by_name: caseless(trash.deletedByName),
} satisfies Record<TrashSortable, unknown>;

type TrashShape = ListShape<TrashSortable> & { limited: boolean; byArea: boolean };

const rowColumns = { id: trash.id, area: trash.area, recordId: trash.recordId, label: trash.label, deletedAt: trash.deletedAt, deletedByName: trash.deletedByName };

const trashPage = pageStatements({
  rows: (db, total) => db.select({ ...rowColumns, total }).from(trash).$dynamic(),
  count: (db) => db.select({ n: count() }).from(trash).$dynamic(),
  where: (_db, shape: TrashShape): SQL | undefined =>
    and(
      shape.searched ? searchCondition([trash.searchText]) : undefined,
      shape.limited ? sql`${trash.area} = any(${sql.placeholder('areas')})` : undefined,
      shape.byArea ? eq(trash.area, sql.placeholder('area')) : undefined,
    ),
  sortColumns,
  id: trash.id,
});

export async function listTrash(db: Database, reader: Reader, areas: readonly string[], query: TrashListRequest, days: number): Promise<ListPage<TrashRow>> {
  const opened = openedAreas(reader, areas);
  const shape: TrashShape = { ...listShape(query), limited: opened !== null, byArea: query.area !== undefined };
  const page = await readPage(query, trashPage(db, shape), { areas: opened ?? [], area: query.area });
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      area: row.area as ActivityArea,
      record_id: row.recordId,
      label: row.label,
      deleted_at: row.deletedAt.toISOString(),
      deleted_by_name: row.deletedByName,
      purge_at: new Date(row.deletedAt.getTime() + days * 86_400_000).toISOString(),
    })),
    count: page.count,
  };
}

/**
 * The entries a call names that this admin may act on, in the order named; an id it names but
 * cannot have (gone, or of an area its role does not open) has no entry.
 */
export async function namedEntries(db: Database, reader: Reader, areas: readonly string[], request: TrashEntriesRequest) {
  const opened = openedAreas(reader, areas) ?? [...areas];
  const byIds = 'ids' in request;
  const wanted = byIds ? request.ids : request.record_ids;
  const found = await db
    .select({ id: trash.id, area: trash.area, recordId: trash.recordId, label: trash.label })
    .from(trash)
    .where(and(inArray(trash.area, opened), byIds ? inArray(trash.id, wanted) : and(eq(trash.area, request.area), inArray(trash.recordId, wanted))));
  const byKey = new Map(found.map((entry) => [byIds ? entry.id : entry.recordId, entry]));
  return wanted.map((key) => ({ key, entry: byKey.get(key) }));
}

/**
 * Takes the entry out of the trash in the caller's transaction and answers it, or null when another
 * call took it first: two admins restoring it at once restore it once. The restore or removal that
 * follows commits or rolls back with it.
 */
export async function claimEntry(db: Database, id: number): Promise<TrashEntry | null> {
  const [entry] = await db
    .delete(trash)
    .where(eq(trash.id, id))
    .returning({ id: trash.id, area: trash.area, recordId: trash.recordId, label: trash.label, snapshot: trash.snapshot, files: trash.files });
  return entry ?? null;
}
