/**
 * What the trash must know of an area's records to keep them and bring them back (issue #33 item
 * 2), declared by the area (`trash` in its server-area.ts): the record's table (its key `id`), the
 * tables whose rows go and come back with it (a class's instructions; an admin's passkeys and second
 * factor, not their sessions, which a delete ends for good), and the storage keys of its files,
 * read from the snapshot's row by the database's column names.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ActivityArea } from '../../src/api/contract/activity';
import type { AdminProfile } from '../auth/signed-in';
import type { Database } from '../db/client';

export type TrashChild = { table: PgTable; /** Its column that holds the record's id. */ column: string };

export type Trashable = {
  area: ActivityArea;
  table: PgTable;
  children?: readonly TrashChild[];
  files?: (row: Record<string, unknown>) => readonly unknown[];
  /** The area's own refusal of a restore by this admin (an admin whose role opens more than the caller's), as its delete refused it. */
  assertMayRestore?: (db: Database, actor: AdminProfile, row: Record<string, unknown>) => Promise<void>;
};
