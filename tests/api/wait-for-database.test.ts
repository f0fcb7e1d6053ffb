/**
 * Issue #30 item 1: the start's wait for DATABASE_URL. A database that is not there yet is tried
 * again until DATABASE_START_TIMEOUT_SECONDS; one that refuses the server for good (a wrong
 * password) is given up at once; either way the message names DATABASE_URL with its password hidden.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freeLoopbackPort } from '../../server/db/free-port';
import { DatabaseUnreachable, waitForDatabase, withoutPassword } from '../../server/db/wait-for-database';

describe('waiting for the database at start', () => {
  it('tries a refused address again with growing pauses, then gives up at the deadline naming DATABASE_URL', async () => {
    const port = await freeLoopbackPort();
    const retries: string[] = [];
    const started = Date.now();
    const waiting = waitForDatabase(`postgres://mise:Hunter%232@127.0.0.1:${port}/mise`, {
      connectTimeoutSeconds: 1,
      startTimeoutSeconds: 2,
      onRetry: (cause) => retries.push(cause),
    });
    await expect(waiting).rejects.toThrow(
      new DatabaseUnreachable(`The database at DATABASE_URL (postgres://mise:***@127.0.0.1:${port}/mise) did not answer within 2 s (DATABASE_START_TIMEOUT_SECONDS): ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:${port}`),
    );
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(2_000);
    expect(took).toBeLessThan(3_500);
    // 250, 500, 1000 ms… pauses: a handful of tries in two seconds, not thousands.
    expect(retries.length).toBeGreaterThanOrEqual(3);
    expect(retries.length).toBeLessThanOrEqual(6);
  });

  it('gives up at once on a wrong password, saying the database refused the server', async () => {
    const { adminUrl } = inject('apiDatabase');
    const wrong = new URL(adminUrl);
    wrong.password = 'not-the-password';
    const started = Date.now();
    const waiting = waitForDatabase(wrong.toString(), { connectTimeoutSeconds: 2, startTimeoutSeconds: 30 });
    await expect(waiting).rejects.toThrow(/^The database at DATABASE_URL \(postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/postgres\) refused the server: 28P01: password authentication failed for user "postgres"$/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers at once when the database is there', async () => {
    await expect(waitForDatabase(inject('apiDatabase').adminUrl, { connectTimeoutSeconds: 2, startTimeoutSeconds: 0 })).resolves.toBeUndefined();
  });

  it('hides the password and secret-looking parameters of an address', () => {
    expect(withoutPassword('postgresql://app:p%40ss@db.internal:5432/mise?sslmode=require&sslpassword=x')).toBe(
      'postgresql://app:***@db.internal:5432/mise?sslmode=require&sslpassword=***',
    );
    expect(withoutPassword('postgres://db.internal/mise')).toBe('postgres://db.internal/mise');
  });
});
