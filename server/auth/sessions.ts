/**
 * Sessions in the database: created at sign-in, found by the hash of the bearer token, revoked at
 * sign-out. A session counts only while unrevoked, unexpired and its admin active and present.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { adminRoles, admins, sessions } from '../db/schema';
import { adminProfileColumns } from './admin-profile';
import type { SignedIn } from './signed-in';
import { hashToken, newSessionToken } from './token';

/** Writing last_seen_at on every request would turn each read into a write; once a minute is enough. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function createSession(db: Database, adminId: number, now: Date, ttlHours: number): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    adminId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ttlHours * 3_600_000),
  });
  return token;
}

export async function findSession(db: Database, token: string, now: Date): Promise<SignedIn | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, admin: adminProfileColumns })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(admins.isActive, true),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, admin: row.admin };
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
