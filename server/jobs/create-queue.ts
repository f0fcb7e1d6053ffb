/**
 * Creating a pg-boss queue once per fleet at a time. pg-boss 10 makes each queue a partition of
 * its job table (DDL beside a row in its queue table): two processes starting together on one
 * PostgreSQL, one creating the mail queue and the other the trash's, can lock those two tables
 * in opposite orders, and PostgreSQL then ends one of them with "deadlock detected", which stopped
 * that process's start (seen in the fleet test). A session advisory lock, held on a connection of
 * its own while the queue is created, lets one creator in at a time across every process; a
 * deadlock with other job traffic is still possible in principle, so that one is tried again.
 */
import type PgBoss from 'pg-boss';
import pg from 'pg';
import { postgresCode } from '../db/postgres-code';

/** The advisory lock's key: any number no other lock of the product uses ("mise" "queue"). */
const QUEUE_CREATION_LOCK = 0x6d697365_7175;
const DEADLOCK = '40P01';
const ATTEMPTS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createQueueAcrossFleet(pool: pg.Pool, boss: Pick<PgBoss, 'createQueue'>, name: string): Promise<void> {
  // A connection of its own, outside the pool: held by the lock, it must not take the pool's last
  // one from the queue creation that runs on the pool (a pool of one would wait for ever).
  const client = new pg.Client(pool.options);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_CREATION_LOCK]);
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await boss.createQueue(name);
          return;
        } catch (error) {
          if (postgresCode(error) !== DEADLOCK || attempt === ATTEMPTS) throw error;
          // PostgreSQL chose this one to end; the other has gone on. A short, uneven pause, then again.
          await pause(50 * attempt + Math.random() * 100);
        }
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [QUEUE_CREATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}
