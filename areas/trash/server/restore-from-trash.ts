/**
 * Bringing a record back from the trash (issue #33 item 2): its row goes back into its table under
 * its own id, then the rows that went with it, and the entry leaves the trash, in one transaction
 * with its activity row. The tables' own constraints judge it, as they judge an add: a unique value
 * another record took meanwhile (an e-mail, a meal type, an ingredient name) or a record it refers
 * to that was removed for good (a class's chef) refuses it with a message that says so, and nothing
 * changes.
 */
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Answer } from '../../../src/api/contract/answer-codes';
import type { ActivityWho } from '../../../server/activity/activity-who';
import { recordActivity } from '../../../server/activity/record-activity';
import type { Database } from '../../../server/db/client';
import { postgresCode } from '../../../server/db/postgres-code';
import type { TrashSnapshot } from '../../../server/db/schema';
import { HttpError } from '../../../server/http/http-error';
import type { Trashable } from '../../../server/trash/trashable';
import { trashAnswer } from '../trash-contract';
import type { TrashEntry } from './trash-entries';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The columns a restore writes: all but the generated ones (a search text), which PostgreSQL computes again. */
const writable = (table: PgTable) =>
  sql.join(
    getTableConfig(table)
      .columns.filter((column) => !column.generated)
      .map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/** Inserts the JSON rows into `table` as they were, ids included (OVERRIDING SYSTEM VALUE: the ids the sequence gave them). */
function reinsert(db: Database, table: PgTable, rows: Record<string, unknown>[]) {
  const name = sql.identifier(getTableName(table));
  const columns = writable(table);
  return db.execute(
    sql`insert into ${name} (${columns}) overriding system value select ${columns} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb)`,
  );
}

async function refusedByConstraints(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    const code = postgresCode(error);
    if (code === UNIQUE_VIOLATION) throw new HttpError(409, trashAnswer('trash.value_taken'));
    if (code === FOREIGN_KEY_VIOLATION) throw new HttpError(409, trashAnswer('trash.reference_gone'));
    throw error;
  }
}

/** `entry`: claimed in this transaction (trash-entries.ts claimEntry). */
export async function restoreFromTrash(db: Database, spec: Trashable, entry: TrashEntry, who: ActivityWho): Promise<Answer> {
  const snapshot: TrashSnapshot = entry.snapshot;
  await refusedByConstraints(async () => {
    await reinsert(db, spec.table, [snapshot.row]);
    for (const child of spec.children ?? []) {
      const rows = snapshot.children[getTableName(child.table)] ?? [];
      if (rows.length > 0) await reinsert(db, child.table, rows);
    }
  });
  await recordActivity(db, who, { action: 'restore', area: spec.area, record: { id: entry.recordId, label: entry.label } });
  return trashAnswer('trash.restored');
}
