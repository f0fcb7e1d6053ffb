/**
 * A sweep that runs at start and then on an interval, on one process of a fleet at a time: each
 * round takes a transaction-level advisory lock, and a process that finds it taken skips that round.
 * The lock lives as long as the transaction that took it, which stays open (idle) while the sweep
 * works on other connections. A failed round is logged; the next one tries again.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { describeError, type Logger } from '../logger';

/** One round of `sweep`, unless another process holds `lock` (a number naming the sweep): then null. */
export async function sweepExclusively<T>(db: Database, lock: number, sweep: () => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${lock}) as locked`);
    return rows[0]?.locked ? sweep() : null;
  });
}

/**
 * Runs `round` now and every `intervalMs` until stopped. stop() waits for a round in flight, so
 * the pool is never closed under it. `name` begins the warning a failed round logs.
 */
export function startPeriodicSweep(name: string, round: () => Promise<unknown>, logger: Logger, intervalMs: number): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = round().then(
      () => undefined,
      (error: unknown) => logger.warn(`${name} failed: ${describeError(error)}`),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return running;
    },
  };
}
