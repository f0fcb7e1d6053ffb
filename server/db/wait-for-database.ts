/**
 * At start, before anything else touches it: wait for the database of DATABASE_URL to answer
 * (DESIGN.md section 8). A PostgreSQL still starting, failing over or briefly out of reach is
 * retried with a growing pause for up to DATABASE_START_TIMEOUT_SECONDS; a refusal that waiting
 * cannot cure (a wrong password, a database that does not exist) gives up at once. Either way the
 * server stops with one line that names DATABASE_URL, its password hidden, and the cause.
 */
import pg from 'pg';
import { isDatabaseUnavailable, unavailableCause } from './database-unavailable';

export class DatabaseUnreachable extends Error {
  override name = 'DatabaseUnreachable';
}

/** The address with its password replaced, fit for a log line. */
export function withoutPassword(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    for (const name of [...url.searchParams.keys()]) if (/pass|secret|key/i.test(name)) url.searchParams.set(name, '***');
    return url.toString();
  } catch {
    return '(not a valid address)';
  }
}

export type WaitOptions = {
  connectTimeoutSeconds: number;
  startTimeoutSeconds: number;
  /** Each failed try, for a log line while waiting. */
  onRetry?: (cause: string, waitedMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
};

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 5_000;

async function answersOnce(connectionString: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  // A server that drops the connection after accepting it emits 'error' on the client.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function waitForDatabase(connectionString: string, options: WaitOptions): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const started = now();
  const deadline = started + options.startTimeoutSeconds * 1000;
  const name = `DATABASE_URL (${withoutPassword(connectionString)})`;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      // The last try ends with the deadline, not a whole connect timeout after it.
      const timeoutMs = Math.max(250, Math.min(options.connectTimeoutSeconds * 1000, deadline - now()));
      await answersOnce(connectionString, timeoutMs);
      return;
    } catch (error) {
      const cause = unavailableCause(error);
      if (!isDatabaseUnavailable(error)) throw new DatabaseUnreachable(`The database at ${name} refused the server: ${cause}`);
      const left = deadline - now();
      if (left <= 0) {
        throw new DatabaseUnreachable(`The database at ${name} did not answer within ${options.startTimeoutSeconds} s (DATABASE_START_TIMEOUT_SECONDS): ${cause}`);
      }
      options.onRetry?.(cause, now() - started);
      await sleep(Math.min(pause, left));
    }
  }
}
