/**
 * Helpers of the activity-log API tests: the rows a call wrote (everything after a mark), and rows
 * written straight into the log for the list tests.
 */
import { asc, gt, max } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { activity } from '../../server/db/schema';

/** The newest row's id now: what a call writes comes after it. */
export const activityMark = async (db: Database): Promise<number> => (await db.select({ id: max(activity.id) }).from(activity))[0]?.id ?? 0;

/** The rows written since `mark`, oldest first, as stored. */
export const activitySince = (db: Database, mark: number) => db.select().from(activity).where(gt(activity.id, mark)).orderBy(asc(activity.id));

export type LoggedRow = Partial<typeof activity.$inferInsert> & { adminName: string; action: string; area: string };

export const insertActivity = (db: Database, rows: LoggedRow[]) =>
  db
    .insert(activity)
    .values(rows.map((row) => ({ ip: '127.0.0.1', ...row })))
    .returning();
