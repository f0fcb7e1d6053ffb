/**
 * A fleet starting together on a new database (DESIGN.md section 8): every process prepares the
 * database at once, and each must start. pg-boss's first queue creation deadlocked two processes
 * (CI of stop 38); the start-up lock now lets only one do it.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/db/prepare-database';
import { MAIL_QUEUE } from '../../server/mail/mail-job';
import { cloneTemplate, recordingLogger } from '../support/test-database';

const admin = { email: 'owner@mise.test', password: 'Owner#2026' };

async function count(url: string, query: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(query, values);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe('processes preparing one new database at the same moment', () => {
  it('all start, the mail queue and the super admin exist once, and only one process created the admin', async () => {
    const url = await cloneTemplate('template0');
    const logger = recordingLogger();

    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => prepareDatabase(url, { migrateOnStart: true, admin, logger })),
    );

    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const created = results.map((result) => (result.status === 'fulfilled' ? result.value.created : undefined));
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await count(url, 'select count(*) as n from pgboss.queue where name = $1', [MAIL_QUEUE])).toBe(1);
    expect(await count(url, 'select count(*) as n from admins where email = $1', [admin.email])).toBe(1);
  });
});
