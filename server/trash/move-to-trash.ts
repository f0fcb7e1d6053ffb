/**
 * A delete that keeps the record (issue #33 item 2): in the delete's own transaction, the row and
 * the rows that go with it are read as JSON, the area's own delete runs (with every refusal it has:
 * a chef a class uses stays), and the snapshot goes into the trash. The record's files stay in
 * storage until the snapshot leaves the trash (remove-from-trash.ts).
 */
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { trash, type TrashSnapshot } from '../db/schema';
import type { ActivityWho } from '../activity/activity-who';
import type { Trashable } from './trashable';

/** Storage keys only: a file column may be empty, or hold a URL someone pasted rather than a key. */
const fileKeys = (spec: Trashable, row: Record<string, unknown>): string[] =>
  (spec.files?.(row) ?? []).filter((key): key is string => typeof key === 'string' && key !== '' && !/^https?:/i.test(key));

async function snapshotOf(db: Database, spec: Trashable, id: number): Promise<TrashSnapshot | null> {
  const table = sql.identifier(getTableName(spec.table));
  const { rows } = await db.execute<{ row: Record<string, unknown> }>(sql`select to_jsonb(t) as row from ${table} as t where t.id = ${id} for update`);
  if (!rows[0]) return null;
  const children: TrashSnapshot['children'] = {};
  for (const child of spec.children ?? []) {
    const name = getTableName(child.table);
    const found = await db.execute<{ rows: Record<string, unknown>[] }>(
      sql`select coalesce(jsonb_agg(to_jsonb(c)), '[]'::jsonb) as rows from ${sql.identifier(name)} as c where c.${sql.identifier(child.column)} = ${id}`,
    );
    children[name] = found.rows[0]!.rows;
  }
  return { row: rows[0].row, children };
}

/**
 * Runs `remove` (the area's delete, answering the rows it deleted) and keeps what it deleted.
 * Answers those rows, so the area says "not found" or writes its activity row as before.
 */
export async function moveToTrash<TDeleted>(
  db: Database,
  spec: Trashable,
  who: ActivityWho,
  id: number,
  remove: () => Promise<TDeleted[]>,
  labelOf: (deleted: TDeleted) => string,
): Promise<TDeleted[]> {
  const snapshot = await snapshotOf(db, spec, id);
  const deleted = await remove();
  if (!snapshot || !deleted[0]) return deleted;
  await db.insert(trash).values({
    area: spec.area,
    recordId: id,
    label: labelOf(deleted[0]),
    snapshot,
    files: fileKeys(spec, snapshot.row),
    deletedAt: who.at,
    deletedById: who.adminId,
    deletedByName: who.adminName,
  });
  return deleted;
}
