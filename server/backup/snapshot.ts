/**
 * Backup and restore (issue #16 item 4): a consistent snapshot of the database and of the object
 * folder, and its way back into an empty data folder.
 *
 * The database part is written with PostgreSQL's own COPY, every table inside one REPEATABLE READ
 * READ ONLY transaction (one snapshot: a row and the rows it refers to are from the same moment).
 * Not pg_dump: the embedded PostgreSQL 18 ships without it, and the pg_dump of Debian's packages
 * (15) refuses to dump a newer server. Restore runs the product's own migrations on the empty
 * database, then copies the rows back; a backup from another set of migrations is refused.
 *
 * The objects are copied after the snapshot is taken, as hard links where the folders share a
 * disk: everything the snapshot refers to existed when it was taken; an object deleted during the
 * copy itself is the one thing that can miss. Upload parts in flight are not part of a backup.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { productTables } from './product-tables';

export const BACKUP_FORMAT = 'mise-backup/1';
const MANIFEST = 'manifest.json';

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The migrations the database had: a restore needs the same. */
  migrations: string[];
  tables: Array<{ name: string; rows: number }>;
  objects: number;
};

const quote = (client: pg.PoolClient, name: string) => client.escapeIdentifier(name);

async function appliedMigrations(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id');
  return rows.map((row) => row.hash);
}

/** Files under `from`, relative, skipping dot folders (`.multipart`: parts in flight). */
async function filesUnder(from: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(from, prefix), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(from, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

/** A hard link where both folders share a disk (instant, no space), else a copy. */
async function copyObjects(from: string, to: string): Promise<number> {
  const files = await filesUnder(from);
  for (const file of files) {
    const target = path.join(to, file);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await link(path.join(from, file), target).catch(() => copyFile(path.join(from, file), target));
  }
  return files.length;
}

export async function writeBackup(options: { pool: pg.Pool; objectsDir: string; out: string; now?: Date }): Promise<Manifest> {
  const { pool, objectsDir, out } = options;
  await mkdir(path.join(out, 'tables'), { recursive: true, mode: 0o700 });
  if ((await readdir(out)).some((name) => name !== 'tables') || (await readdir(path.join(out, 'tables'))).length > 0) {
    throw new Error(`${out} is not empty: a backup goes into a new folder`);
  }
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // The first query fixes the snapshot every table below is read from.
    const migrations = await appliedMigrations(client);
    const tables: Manifest['tables'] = [];
    for (const name of await productTables(client)) {
      const file = path.join(out, 'tables', `${name}.copy`);
      const source = client.query(copyTo(`copy ${quote(client, name)} to stdout`));
      await pipeline(source, createWriteStream(file, { mode: 0o600 }));
      tables.push({ name, rows: source.rowCount ?? 0 });
    }
    const objects = await copyObjects(objectsDir, path.join(out, 'objects'));
    await client.query('commit');
    const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: (options.now ?? new Date()).toISOString(), migrations, tables, objects };
    await writeFile(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return manifest;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function readManifest(from: string): Promise<Manifest> {
  const text = await readFile(path.join(from, MANIFEST), 'utf8').catch(() => {
    throw new Error(`${from} is not a backup: it has no ${MANIFEST}`);
  });
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${from} is a backup of another format (${String(manifest.format)}), not ${BACKUP_FORMAT}`);
  return manifest;
}

/**
 * Into a database that has the product's tables (migrated) and no rows yet, and an object folder
 * that is empty: the rows in one transaction, then each serial id moved past the largest restored.
 */
export async function restoreBackup(options: { pool: pg.Pool; objectsDir: string; from: string }): Promise<Manifest> {
  const { pool, objectsDir, from } = options;
  const manifest = await readManifest(from);
  const client = await pool.connect();
  try {
    const migrations = await appliedMigrations(client);
    if (migrations.join() !== manifest.migrations.join()) {
      throw new Error(`The backup was made with ${manifest.migrations.length} migrations and this product has ${migrations.length}: restore it with the version that made it.`);
    }
    const known = await productTables(client);
    for (const name of known) {
      const { rows } = await client.query<{ any: boolean }>(`select exists (select 1 from ${quote(client, name)}) as any`);
      if (rows[0]?.any) throw new Error(`The database is not empty (${name} has rows): restore into an empty data folder or database.`);
    }
    if ((await filesUnder(objectsDir)).length > 0) throw new Error(`${objectsDir} is not empty: restore into an empty data folder.`);

    await client.query('begin');
    // The activity rows keep the links of their hash chain (migration 0012's trigger reads this).
    await client.query(`set local mise.restoring_backup = 'on'`);
    for (const { name } of manifest.tables) {
      if (!known.includes(name)) throw new Error(`The backup has a table this product does not know: ${name}`);
      await pipeline(createReadStream(path.join(from, 'tables', `${name}.copy`)), client.query(copyFrom(`copy ${quote(client, name)} from stdin`)));
    }
    const serials = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
    );
    for (const { table_name: table, column_name: column } of serials.rows) {
      await client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(client, column)}), 1), max(${quote(client, column)}) is not null) from ${quote(client, table)}`,
        [client.escapeIdentifier(table), column],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const backupObjects = path.join(from, 'objects');
  if ((await stat(backupObjects).catch(() => null))?.isDirectory()) await copyObjects(backupObjects, objectsDir);
  return manifest;
}
