/**
 * The operator's way back in for an admin who lost both their phone and their recovery codes
 * (issue #32 item 1): the authenticator app is turned off for that admin, their recovery codes,
 * their passkeys (a second factor too, on the lost device) and any sign-in halfway go, and the activity log says so (from the server's console, in the admin's
 * own account). They sign in with their password alone, and can set the app up again.
 */
import { eq, sql } from 'drizzle-orm';
import { accountEntry } from '../activity/account-entry';
import { whoFor } from '../activity/activity-who';
import { recordActivity } from '../activity/record-activity';
import type { Database } from '../db/client';
import { adminPasskeys, admins, signInChallenges } from '../db/schema';
import { removeTotp } from './second-factor';

/** What the activity log shows as the address of a change made from the server's console. */
export const CONSOLE_ADDRESS = 'server console';

export type SecondFactorOff = { found: false } | { found: true; email: string; wasOn: boolean };

export async function turnOffSecondFactorOf(db: Database, email: string, now: Date): Promise<SecondFactorOff> {
  const [admin] = await db
    .select({ id: admins.id, firstName: admins.firstName, lastName: admins.lastName, email: admins.email })
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, email.trim().toLowerCase()));
  if (!admin) return { found: false };
  const wasOn = await db.transaction(async (tx) => {
    await tx.delete(signInChallenges).where(eq(signInChallenges.adminId, admin.id));
    const passkeys = await tx.delete(adminPasskeys).where(eq(adminPasskeys.adminId, admin.id)).returning({ id: adminPasskeys.id });
    const removed = (await removeTotp(tx, admin.id)) || passkeys.length > 0;
    if (removed) {
      const who = whoFor(admin, CONSOLE_ADDRESS, now);
      await recordActivity(tx, who, accountEntry('second-factor-off', who));
    }
    return removed;
  });
  return { found: true, email: admin.email, wasOn };
}
