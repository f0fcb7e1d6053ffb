/**
 * The database a command-line tool works on: DATABASE_URL, or the embedded PostgreSQL of
 * DATA_DIR, started (and stopped again) by the tool. When the server is running on that folder its
 * PostgreSQL holds it; a tool that may work beside a running server (a backup) then connects to
 * that one: its port is in postmaster.pid, its password beside the data.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from '../db/embedded';
import { DataFolderInUse } from '../db/leftover-postgres';
import type { Logger } from '../logger';

export type ToolDatabase = DatabaseHandle & { close(): Promise<void> };

/** The address of the embedded PostgreSQL a running server holds on `dataDir`. */
export async function runningServerUrl(dataDir: string): Promise<string> {
  // postmaster.pid: pid, data folder, start time, port, …
  const port = Number((await readFile(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8')).split('\n')[3]);
  const password = (await readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

export async function openToolDatabase(config: Config, logger: Logger, options: { besideRunningServer: boolean }): Promise<ToolDatabase> {
  let url = config.databaseUrl;
  let stopPostgres = async () => {};
  if (!url) {
    try {
      const postgres = await startEmbeddedPostgres({ dataDir: config.dataDir, logger, ownSignals: true });
      url = postgres.url;
      stopPostgres = postgres.stop;
    } catch (error) {
      if (!(error instanceof DataFolderInUse) || !options.besideRunningServer) throw error;
      url = await runningServerUrl(config.dataDir);
    }
  }
  const handle = openDatabase(url, logger, 2);
  return {
    ...handle,
    close: async () => {
      await handle.pool.end();
      await stopPostgres();
    },
  };
}
