/**
 * Sessions in the database: created at sign-in, found by the hash of the bearer token, revoked at
 * sign-out. A session counts only while unrevoked, unexpired (SESSION_TTL_HOURS after sign-in),
 * used within SESSION_IDLE_MINUTES, and its admin active and present.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { adminRoles, admins, sessions } from '../db/schema';
import { adminProfileColumns } from './admin-profile';
import type { SignedIn } from './signed-in';
import { hashToken, newSessionToken } from './token';

/** Writing last_seen_at on every request would turn each read into a write; once a minute is enough. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Where a sign-in came from: the client address and the browser's User-Agent (kept to 300 characters). */
export type SessionPlace = { ip: string; userAgent: string };

/** `needsSecondFactor`: the admin's role requires one they have not set up (issue #32 item 1). */
export async function createSession(db: Database | Transaction, adminId: number, now: Date, ttlHours: number, place: SessionPlace, needsSecondFactor = false): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    adminId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
    ip: place.ip,
    userAgent: place.userAgent.slice(0, 300),
    needsSecondFactor,
  });
  return token;
}

/**
 * The one query every signed-in call makes, so it is prepared once per database handle: the SQL is
 * built once instead of on every request, and PostgreSQL parses and plans it once per connection
 * (a plain unique-index look-up, so its generic plan is the right one).
 */
function prepareSessionLookup(db: Database) {
  return db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, needsSecondFactor: sessions.needsSecondFactor, admin: adminProfileColumns })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('seenAfter')),
        eq(admins.isActive, true),
      ),
    )
    .prepare('find_session');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/** `idleMinutes`: how long a session may go unused (SESSION_IDLE_MINUTES). */
export async function findSession(db: Database, token: string, now: Date, idleMinutes: number): Promise<SignedIn | undefined> {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  // Placeholders skip the column's own encoding: the instant goes as ISO text, which timestamptz reads exactly.
  const seenAfter = new Date(now.getTime() - idleMinutes * 60_000);
  const [row] = await lookup.execute({ tokenHash: hashToken(token), now: now.toISOString(), seenAfter: seenAfter.toISOString() });
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, admin: row.admin, needsSecondFactor: row.needsSecondFactor };
}

export async function revokeSession(db: Database | Transaction, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Whether a session still counts, without counting as its use (a live stream held open is not the
 * admin at work: the idle limit still applies), with its admin as they are now (a role changed
 * since narrows what the stream sends).
 */
export async function openSessionAdmin(db: Database, sessionId: number, now: Date, idleMinutes: number): Promise<SignedIn['admin'] | undefined> {
  const seenAfter = new Date(now.getTime() - idleMinutes * 60_000);
  const [row] = await db
    .select({ admin: adminProfileColumns })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, seenAfter), eq(admins.isActive, true)));
  return row?.admin;
}
