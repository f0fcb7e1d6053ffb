/**
 * "Your sessions" (issue #32 item 3, ASVS 5.0 V7.5.2): the live sessions of an admin (unrevoked,
 * unexpired, used within the idle time), and ending them: one, every one but the current, or
 * every one of an admin (the super admin's call). An ended session's next call answers 401.
 */
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionRow } from '../sessions-contract';
import type { Database, Transaction } from '../../../server/db/client';
import { browserOf } from './browser-of';
import { sessions } from '../../../server/db/schema';

const live = (now: Date, idleMinutes: number) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleMinutes * 60_000)));

export async function listSessions(db: Database, adminId: number, currentId: number, now: Date, idleMinutes: number): Promise<SessionRow[]> {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), live(now, idleMinutes)))
    .orderBy(sql`${sessions.id} = ${currentId} desc`, desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => {
    const { browserName, systemName, phone } = browserOf(row.userAgent);
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      address: row.ip,
      browser: row.userAgent,
      browser_name: browserName,
      system_name: systemName,
      phone,
      current: row.id === currentId,
    };
  });
}

/** Ends the admin's own session `id`; false when the admin has no such session still open. */
export async function endOwnSession(db: Database | Transaction, adminId: number, id: number, now: Date): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.adminId, adminId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every open session of the admin, but `keepId` when given; answers how many. */
export async function endSessionsOf(db: Database | Transaction, adminId: number, now: Date, keepId?: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), keepId === undefined ? undefined : ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return ended.length;
}
