/**
 * The sweep of sign-in rows that no longer count (issue #32): ended attempt windows go at once;
 * ended sessions, password recoveries and second-factor sign-ins go once kept 30 days; a spent
 * passkey challenge goes once dead. What still
 * counts is never touched: a live session goes on, a lock-out keeps its window. Driven by the
 * test clock.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, passwordResets, rateLimits, sessions, signInChallenges, spentPasskeyChallenges } from '../../server/db/schema';
import { ENDED_ROWS_KEPT_MS, SIGN_IN_SWEEP_LOCK, startSignInSweep, sweepSignInRows, sweepSignInRowsOnce } from '../../server/auth/sign-in-rows-sweep';
import { sweepExclusively } from '../../server/jobs/periodic-sweep';
import { countAttempt, limitKey } from '../../server/auth/rate-limit';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MINUTES: '15' } });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const sweep = () => sweepSignInRows({ db: t.db, clock: t.clock, config: t.config, logger: t.logger });
const rowsOf = async (table: typeof rateLimits | typeof sessions | typeof passwordResets | typeof signInChallenges) => (await t.db.select({ n: count() }).from(table))[0]!.n;
const login = (email: string, password: string, ip: string) => call(t.app, 'auth/login', { body: { email, password }, ip });
const alive = async (token: string) => (await call(t.app, 'auth/session', { token })).status;

async function signedIn(email: string, ip: string): Promise<string> {
  const answer = await login(email, FIXTURE_PASSWORD, ip);
  expect(answer.status, answer.body.message).toBe(200);
  return (answer.body.data as { token: string }).token;
}

async function adminId(email: string): Promise<number> {
  const [row] = await t.db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  return row!.id;
}

/** Rows as ended as they can be at `at`: a session expired, one ended by its admin, one left idle; a recovery and a second-factor sign-in expired. */
async function endedRowsAt(at: Date) {
  const id = await adminId(fixtureAdmins.superAdmin.email);
  const before = (ms: number) => new Date(at.getTime() - ms);
  await t.db.insert(sessions).values([
    { adminId: id, tokenHash: `expired-${at.getTime()}`.padEnd(64, '0'), createdAt: before(DAY), expiresAt: before(1000), lastSeenAt: before(2000) },
    { adminId: id, tokenHash: `revoked-${at.getTime()}`.padEnd(64, '0'), createdAt: before(MINUTE), expiresAt: before(-DAY), revokedAt: at, lastSeenAt: at },
    { adminId: id, tokenHash: `idle-${at.getTime()}`.padEnd(64, '0'), createdAt: before(2 * t.config.sessionIdleMinutes * MINUTE), expiresAt: before(-DAY), lastSeenAt: before(t.config.sessionIdleMinutes * MINUTE) },
  ]);
  await t.db.insert(passwordResets).values({ adminId: id, otpTokenHash: `reset-${at.getTime()}`.padEnd(64, '0'), otpHash: '0'.repeat(64), createdAt: before(MINUTE), expiresAt: before(1000) });
  await t.db.insert(signInChallenges).values({ adminId: id, challengeHash: `challenge-${at.getTime()}`.padEnd(64, '0'), createdAt: before(MINUTE), expiresAt: before(1000) });
}

describe('the sign-in sweep', () => {
  it('keeps a stranger locked out for the rest of the window, then removes the ended window', async () => {
    const email = fixtureAdmins.contentManager.email;
    // Windows are fixed quarter hours: the attempts come at the start of one.
    const window = 15 * MINUTE;
    t.clock.advance(window - (t.clock.now().getTime() % window) + 1000);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(email, 'Wrong#Password1', '198.51.100.7')).status).toBe(401);
    const counters = await rowsOf(rateLimits);
    expect(counters).toBeGreaterThan(0);
    t.clock.advance(10 * MINUTE);
    expect((await sweep()).attemptWindows).toBe(0);
    expect(await rowsOf(rateLimits)).toBe(counters);
    // Still locked out after the sweep: the right password is refused from that browser.
    expect((await login(email, FIXTURE_PASSWORD, '198.51.100.7')).status).toBe(429);

    t.clock.advance(21 * MINUTE);
    const swept = await sweep();
    expect(swept.attemptWindows).toBeGreaterThanOrEqual(counters);
    expect(await rowsOf(rateLimits)).toBe(0);
    expect(await alive(await signedIn(email, '198.51.100.7'))).toBe(200);
  });

  it('keeps ended sessions, recoveries and second-factor sign-ins 30 days, and a live session always', async () => {
    await sweep();
    const live = await signedIn(fixtureAdmins.superAdmin.email, '203.0.113.9');
    const [sessionsBefore, resetsBefore, challengesBefore] = [await rowsOf(sessions), await rowsOf(passwordResets), await rowsOf(signInChallenges)];
    await endedRowsAt(t.clock.now());

    t.clock.advance(ENDED_ROWS_KEPT_MS - MINUTE);
    const kept = await signedIn(fixtureAdmins.superAdmin.email, '203.0.113.9');
    expect(await sweep()).toMatchObject({ sessions: 0, recoveries: 0, secondFactorSignIns: 0 });
    expect(await rowsOf(passwordResets)).toBe(resetsBefore + 1);

    t.clock.advance(2 * MINUTE);
    // The rows that ended 30 days ago go; sessions that ended since (those signed in that day
    // expired twelve hours later) stay, and the one signed in a moment ago goes on.
    expect(await sweep()).toMatchObject({ sessions: 3, recoveries: 1, secondFactorSignIns: 1 });
    expect(await rowsOf(sessions)).toBe(sessionsBefore + 1);
    expect(await alive(kept)).toBe(200);
    expect(await alive(live)).toBe(401);
    expect(await rowsOf(passwordResets)).toBe(resetsBefore);
    expect(await rowsOf(signInChallenges)).toBe(challengesBefore);
  });

  it('says what it removed, and nothing when it removed nothing', async () => {
    await sweep();
    const said = () => t.logger.lines.filter((line) => line.startsWith('Sign-in sweep:'));
    const before = said().length;
    await sweep();
    expect(said().length).toBe(before);
    await endedRowsAt(t.clock.now());
    t.clock.advance(ENDED_ROWS_KEPT_MS + MINUTE);
    await sweep();
    expect(said().at(-1)).toMatch(
      /^Sign-in sweep: \d+ ended attempt window\(s\), [1-9]\d* ended session\(s\), 1 password recovery\(ies\), 1 second-factor sign-in\(s\) and 0 passkey challenge\(s\) removed\.$/,
    );
  });

  it('keeps a spent passkey challenge while it could still be answered, and removes it once dead', async () => {
    const spent = (await t.db.select({ n: count() }).from(spentPasskeyChallenges))[0]!.n;
    const expiresAt = new Date(t.clock.now().getTime() + 5 * MINUTE);
    await t.db.insert(spentPasskeyChallenges).values({ challengeHash: `spent-${expiresAt.getTime()}`.padEnd(64, '0'), expiresAt });
    await sweep();
    expect((await t.db.select({ n: count() }).from(spentPasskeyChallenges))[0]!.n).toBe(spent + 1);
    t.clock.advance(5 * MINUTE);
    expect((await sweep()).passkeyChallenges).toBe(spent + 1);
    expect((await t.db.select({ n: count() }).from(spentPasskeyChallenges))[0]!.n).toBe(0);
  });

  it('sweeps on one process at a time, at start and then on its interval', async () => {
    await endedRowsAt(t.clock.now());
    t.clock.advance(ENDED_ROWS_KEPT_MS + MINUTE);
    const deps = { db: t.db, clock: t.clock, config: t.config, logger: t.logger };
    // Another process sweeping, as far as PostgreSQL can tell: another connection of the pool holds the lock.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const inside = new Promise<void>((resolve) => (holding = resolve));
    const other = sweepExclusively(t.db, SIGN_IN_SWEEP_LOCK, async () => {
      holding();
      await held;
    });
    await inside;
    expect(await sweepSignInRowsOnce(deps)).toBeNull();
    expect(await rowsOf(passwordResets)).toBe(1);
    release();
    await other;
    expect(await sweepSignInRowsOnce(deps)).toMatchObject({ recoveries: 1, secondFactorSignIns: 1 });

    await endedRowsAt(t.clock.now());
    t.clock.advance(ENDED_ROWS_KEPT_MS + MINUTE);
    const running = startSignInSweep(deps, 50);
    try {
      await expect.poll(() => rowsOf(passwordResets), { timeout: 5000 }).toBe(0);
      await endedRowsAt(t.clock.now());
      t.clock.advance(ENDED_ROWS_KEPT_MS + MINUTE);
      await expect.poll(() => rowsOf(signInChallenges), { timeout: 5000 }).toBe(0);
    } finally {
      await running.stop();
    }
  });

  it('keeps each counter until its own window ends, whatever limit counts it', async () => {
    // A limit of a day, longer than any the product has today: the sweep knows no list of limits.
    // (Last here: it moves the clock by up to a day.)
    const daily = { maxAttempts: 5, windowMs: DAY };
    const key = limitKey('test-daily', 'ada@mise.local');
    const counted = async () => (await t.db.select({ n: count() }).from(rateLimits).where(eq(rateLimits.key, key)))[0]!.n;
    await countAttempt(t.db, [{ key, policy: daily }], t.clock.now());
    const windowEnd = Math.floor(t.clock.now().getTime() / DAY) * DAY + DAY;
    t.clock.advance(windowEnd - MINUTE - t.clock.now().getTime());
    await sweep();
    expect(await counted()).toBe(1);
    t.clock.advance(MINUTE);
    expect((await sweep()).attemptWindows).toBeGreaterThanOrEqual(1);
    expect(await counted()).toBe(0);
  });
});
