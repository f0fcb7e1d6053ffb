/**
 * The end of every sign-in, with a password alone or with its second factor, or with a passkey: a session for the
 * browser and a "sign-in" row in the activity log, written together. `tx`, when given: the
 * transaction that also spent the second factor, so a code is never spent without its session.
 */
import { whoFor } from '../activity/activity-who';
import { accountEntry } from '../activity/account-entry';
import { recordActivity } from '../activity/record-activity';
import type { AppDeps } from '../deps';
import type { Transaction } from '../db/client';
import { lacksRequiredSecondFactor } from './second-factor';
import { createSession, type SessionPlace } from './sessions';
import type { AdminProfile } from './signed-in';

/** The token, and whether the session may only set up the second factor the role requires. */
export type OpenedSession = { token: string; needsSecondFactor: boolean };

export async function openSession(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  admin: AdminProfile,
  place: SessionPlace,
  now: Date,
  tx?: Transaction,
  /** Signed in with two factors at once (a passkey that checked its owner): the role's rule is met. */
  { multiFactor = false }: { multiFactor?: boolean } = {},
): Promise<OpenedSession> {
  const write = async (into: Transaction) => {
    const needsSecondFactor = multiFactor ? false : await lacksRequiredSecondFactor(into, admin.id);
    const token = await createSession(into, admin.id, now, config.sessionTtlHours, place, needsSecondFactor);
    const who = whoFor(admin, place.ip, now);
    await recordActivity(into, who, accountEntry('sign-in', who));
    return { token, needsSecondFactor };
  };
  return tx ? write(tx) : db.transaction(write);
}
