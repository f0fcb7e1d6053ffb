/**
 * Keeps the version of a record that a change made (issue #33 item 1): the record as its area's
 * view call answers it, written beside the change's activity row in the change's transaction.
 * The areas with a history declare how to read one of their records (`history.version` in their
 * server-area.ts); server/areas/index.ts hands them here once, as the activity writer sits below
 * the areas and cannot import them.
 */
import { and, arrayContains, eq, or, sql } from 'drizzle-orm';
import type { ActivityAction, ActivityArea } from '../../src/api/contract/activity';
import type { Database, Transaction } from '../db/client';
import { recordVersions } from '../db/schema';
import { HttpError } from '../http/http-error';
import { recordable } from './changed-fields';
import { fileKeysIn } from '../storage/file-url';

/** The record `id` of an area as its view call answers it. */
export type VersionReader = (db: Database, id: number) => Promise<object>;

const readers = new Map<ActivityArea, VersionReader>();

export function keepVersionsOf(area: ActivityArea, read: VersionReader): void {
  readers.set(area, read);
}

/** The changes after which a record exists with values worth going back to (not a delete, a sign-in, an upload's end). */
const MAKES_A_VERSION: ReadonlySet<ActivityAction> = new Set(['add', 'edit', 'activate', 'deactivate', 'restore']);

export async function recordVersion(tx: Transaction | Database, activityId: number, action: ActivityAction, area: ActivityArea, recordId: number): Promise<void> {
  const read = readers.get(area);
  if (!read || !MAKES_A_VERSION.has(action)) return;
  let record: object;
  try {
    record = await read(tx as unknown as Database, recordId);
  } catch (error) {
    // The change removed what it describes (it cannot, for these actions): no version, the change stands.
    if (error instanceof HttpError && error.status === 404) return;
    throw error;
  }
  const fields = new Set(recordable(Object.keys(record)));
  const values = Object.fromEntries(Object.entries(record).filter(([field]) => fields.has(field)));
  await tx.insert(recordVersions).values({ activityId, area, recordId, values, files: [...new Set(fileKeysIn(values))] });
}

/** Whether a kept version names the stored file `key`: then a change that replaces it keeps it. */
export async function keptByAVersion(db: Database, key: string): Promise<boolean> {
  const [named] = await db
    .select({ key: sql<number>`1` })
    .from(recordVersions)
    .where(arrayContains(recordVersions.files, [key]))
    .limit(1);
  return named !== undefined;
}

/**
 * Removes the versions of a record removed for good (from the trash, by an admin or the purge), in
 * the removal's transaction; answers the files they named, which the caller deletes after the
 * commit: a record's files are its own (each upload gets a new key), so no other record names them.
 */
export async function dropVersionsOf(db: Database | Transaction, records: readonly { area: string; recordId: number }[]): Promise<string[]> {
  if (records.length === 0) return [];
  const dropped = await db
    .delete(recordVersions)
    .where(or(...records.map(({ area, recordId }) => and(eq(recordVersions.area, area), eq(recordVersions.recordId, recordId)))))
    .returning({ files: recordVersions.files });
  return [...new Set(dropped.flatMap((version) => version.files))];
}
