/**
 * POST sub-admin/set-password (spec section 7), public: the sealed link of the e-mail is the
 * credential. The link is judged before the password, so a dead link says so whatever was typed:
 * tampered (or not ours), expired, or used (the admin's password changed since it was made).
 */
import { answer } from '../../src/api/contract/answer-codes';
import { eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { setPasswordLink, setPasswordRequest, accountPaths } from '../../src/api/contract/account';
import { whoFor } from '../activity/activity-who';
import { passwordEntry } from '../activity/password-entry';
import { recordActivity } from '../activity/record-activity';
import { assertPasswordNotGuessable } from '../auth/guessable-password';
import { hashPassword } from '../auth/password';
import { storeNewPassword } from '../auth/recovery-new-password';
import { openLink } from '../auth/sealed-link';
import { passwordStamp } from '../auth/set-password-link';
import { admins } from '../db/schema';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { clientAddress } from '../http/client-address';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';

export const LINK_NOT_VALID = answer('account.link_not_valid');
export const LINK_EXPIRED = answer('account.link_expired');
export const LINK_USED = answer('account.link_used');
export const PASSWORD_SET = answer('account.password_set');

export function setPasswordRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(`/${accountPaths.setPassword}`, jsonBodyLimit(), async (c) => {
    const link = await readJson(c, setPasswordLink);
    const now = deps.clock.now();
    const opened = openLink(deps.secrets.linkKey, 'set-password', link, now);
    if (!opened.ok) throw new HttpError(400, opened.problem === 'expired' ? LINK_EXPIRED : LINK_NOT_VALID);

    const [admin] = await deps.db
      .select({ id: admins.id, email: admins.email, firstName: admins.firstName, lastName: admins.lastName, passwordHash: admins.passwordHash })
      .from(admins)
      .where(eq(admins.id, opened.claims.adminId));
    if (!admin) throw new HttpError(400, LINK_NOT_VALID);
    if (passwordStamp(admin.passwordHash) !== opened.claims.stamp) throw new HttpError(400, LINK_USED);

    const { new_password } = await readJson(c, setPasswordRequest);
    assertPasswordNotGuessable(new_password, admin, deps.config.appName, 'new_password');
    const passwordHash = await hashPassword(new_password);
    // Only if the password is still the one the link was made for: two tabs cannot both use it.
    const unchanged = admin.passwordHash === null ? isNull(admins.passwordHash) : eq(admins.passwordHash, admin.passwordHash);
    // Nobody is signed in: the row names the admin whose password it is.
    const who = whoFor(admin, clientAddress(c, deps.config.trustProxy), deps.clock.now());
    const stored = await deps.db.transaction(async (tx) => {
      const done = await storeNewPassword(tx, admin.id, passwordHash, who.at, unchanged);
      if (done) await recordActivity(tx, who, passwordEntry(who));
      return done;
    });
    if (!stored) throw new HttpError(400, LINK_USED);
    return ok(c, PASSWORD_SET);
  });
}
