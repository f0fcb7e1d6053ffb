/**
 * Queues created by a fleet starting together: several processes on one PostgreSQL, each creating
 * its queues at the same moment (the mail's, the trash purge's), must all start, with each queue
 * made once. pg-boss 10 makes a queue a partition of its job table; created side by side, two
 * creators could deadlock and one process's start failed (server/jobs/create-queue.ts).
 */
import PgBoss from 'pg-boss';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueueAcrossFleet } from '../../server/jobs/create-queue';
import { poolJobSql } from '../../server/mail/job-sql';
import { cloneTemplate } from '../support/test-database';

const PROCESSES = 4;
let url: string;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  url = await cloneTemplate();
  for (let index = 0; index < PROCESSES; index += 1) pools.push(new pg.Pool({ connectionString: url, max: 4 }));
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

/** A pg-boss of one "process", as the product starts it (the schema is the template's already). */
async function started(pool: pg.Pool): Promise<PgBoss> {
  const boss = new PgBoss({ db: poolJobSql(pool), schedule: false, supervise: false, migrate: true });
  boss.on('error', () => undefined);
  await boss.start();
  return boss;
}

describe('queues created by processes starting together', () => {
  it('are each made once, and every process starts', async () => {
    const bosses = await Promise.all(pools.map(started));
    try {
      // Each round: every process creates two new queues at once, in another order than its neighbour.
      for (let round = 0; round < 5; round += 1) {
        const names = [`fleet-mail-${round}`, `fleet-purge-${round}`];
        const outcomes = await Promise.allSettled(
          bosses.flatMap((boss, index) => (index % 2 === 0 ? names : [...names].reverse()).map((name) => createQueueAcrossFleet(pools[index]!, boss, name))),
        );
        expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      }
      const { rows } = await pools[0]!.query<{ name: string }>("select name from pgboss.queue where name like 'fleet-%' order by name");
      expect(rows.map((row) => row.name)).toEqual([0, 1, 2, 3, 4].flatMap((round) => [`fleet-mail-${round}`, `fleet-purge-${round}`]).sort());
    } finally {
      await Promise.all(bosses.map((boss) => boss.stop({ graceful: false })));
    }
  });
});
