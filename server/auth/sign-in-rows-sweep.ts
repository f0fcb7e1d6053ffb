/**
 * The sweep of sign-in rows that no longer count (issue #32). Without it these tables grow with
 * every sign-in and every stranger's attempt, for ever:
 * - attempt counters (rate_limits) whose window has ended (each row says when): no limit reads them again;
 * - sessions that ended (expired, idle or ended by someone), password recoveries and second-factor
 *   sign-ins that expired or were used, once kept for ENDED_ROWS_KEPT_MS: long enough for an
 *   operator looking into a recent incident (where a session signed in from), and for an old code
 *   to still get its own "expired" message instead of "invalid";
 * - spent passkey challenges once dead: their own end of life refuses them from then on.
 * Runs at start and hourly, on one process of a fleet at a time (server/jobs/periodic-sweep.ts).
 */
import { lt, lte, or } from 'drizzle-orm';
import { passwordResets, rateLimits, sessions, signInChallenges, spentPasskeyChallenges } from '../db/schema';
import type { AppDeps } from '../deps';
import { startPeriodicSweep, sweepExclusively } from '../jobs/periodic-sweep';

export const ENDED_ROWS_KEPT_MS = 30 * 24 * 3600 * 1000;
export const SIGN_IN_SWEEP_INTERVAL_MS = 3600 * 1000;
/** Any fixed number, apart from the start-up lock's and the upload sweep's. */
export const SIGN_IN_SWEEP_LOCK = 73_411_004;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;
export type SignInSweepResult = { attemptWindows: number; sessions: number; recoveries: number; secondFactorSignIns: number; passkeyChallenges: number };

export async function sweepSignInRows({ db, clock, config, logger }: Deps): Promise<SignInSweepResult> {
  const now = clock.now().getTime();
  const endedBefore = new Date(now - ENDED_ROWS_KEPT_MS);
  // Counted, not returned: after a storm of strangers' attempts there may be millions.
  const removed = async (deleting: PromiseLike<{ rowCount: number | null }>) => (await deleting).rowCount ?? 0;
  const attemptWindows = await removed(db.delete(rateLimits).where(lte(rateLimits.windowEnd, new Date(now))));
  const endedSessions = await removed(
    db.delete(sessions).where(
      or(
        lt(sessions.expiresAt, endedBefore),
        lt(sessions.revokedAt, endedBefore),
        // Idle: unused for the idle time, and that long ago.
        lt(sessions.lastSeenAt, new Date(endedBefore.getTime() - config.sessionIdleMinutes * 60_000)),
      ),
    ),
  );
  const recoveries = await removed(db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, endedBefore), lt(passwordResets.usedAt, endedBefore))));
  const secondFactorSignIns = await removed(
    db.delete(signInChallenges).where(or(lt(signInChallenges.expiresAt, endedBefore), lt(signInChallenges.usedAt, endedBefore))),
  );
  const passkeyChallengesGone = await removed(db.delete(spentPasskeyChallenges).where(lte(spentPasskeyChallenges.expiresAt, new Date(now))));
  const result = { attemptWindows, sessions: endedSessions, recoveries, secondFactorSignIns, passkeyChallenges: passkeyChallengesGone };
  // Said only when there was something to remove: most hours there is little.
  if (Object.values(result).some((count) => count > 0)) {
    logger.info(
      `Sign-in sweep: ${result.attemptWindows} ended attempt window(s), ${result.sessions} ended session(s), ${result.recoveries} password recovery(ies), ${result.secondFactorSignIns} second-factor sign-in(s) and ${result.passkeyChallenges} passkey challenge(s) removed.`,
    );
  }
  return result;
}

/** One sweep, unless another process is sweeping: then null. */
export function sweepSignInRowsOnce(deps: Deps): Promise<SignInSweepResult | null> {
  return sweepExclusively(deps.db, SIGN_IN_SWEEP_LOCK, () => sweepSignInRows(deps));
}

export function startSignInSweep(deps: Deps, intervalMs = SIGN_IN_SWEEP_INTERVAL_MS): { stop(): Promise<void> } {
  return startPeriodicSweep('Sign-in sweep', () => sweepSignInRowsOnce(deps), deps.logger, intervalMs);
}
