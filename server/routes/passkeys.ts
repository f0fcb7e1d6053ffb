/**
 * Passkeys (src/api/contract/passkeys.ts, issue #32 item 1). Signed in: the admin's list, the
 * options to make one (after the current password), the new one checked and kept under its name,
 * and its removal (after the password again); each change is a row of the activity log, written
 * with it. Public: the options to sign in with a passkey, and the sign-in itself, which answers
 * as a whole auth/login does and leaves the browser known to the account (its device cookie).
 */
import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { answer } from '../../src/api/contract/answer-codes';
import {
  passkeyPaths,
  passkeyRegisterRequest,
  passkeyRemoveRequest,
  passkeySecondStepOptionsRequest,
  passkeySecondStepRequest,
  passkeySignInRequest,
} from '../../src/api/contract/passkeys';
import type { PasskeyRow } from '../../src/api/contract/passkeys';
import { accountEntry } from '../activity/account-entry';
import { signedInWho } from '../activity/activity-who';
import { recordActivity } from '../activity/record-activity';
import { activeAdminProfile } from '../auth/admin-profile';
import { proveCurrentPassword } from '../auth/current-password';
import { openSession } from '../auth/open-session';
import { newPasskeyChallenge, openPasskeyChallenge, spendPasskeyChallenge } from '../auth/passkey-challenge';
import {
  challengeIn,
  notePasskeyUse,
  originOf,
  passkeyByCredential,
  passkeysOf,
  registrationOptions,
  relyingParty,
  secondStepOptions,
  signInOptions,
  verifiedNewPasskey,
  verifiedSignIn,
} from '../auth/passkeys';
import { toSessionData } from '../auth/signed-in';
import { adminPasskeys } from '../db/schema';
import type { AppDeps, AppEnv } from '../deps';
import { bodyCap, jsonBodyLimit } from '../http/body-limits';
import { clientAddress } from '../http/client-address';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';
import { currentPasswordRequest } from '../../src/api/contract/second-factor';
import { lacksRequiredSecondFactor, lockSecondFactors, releaseSessionsOf } from '../auth/second-factor';
import { challengeOwner, lockChallenge, spendChallenge } from '../auth/sign-in-challenge';
import { rememberDevice } from './auth';
import { SIGN_IN_EXPIRED } from './second-factor-sign-in';

export const PASSKEY_NOT_VERIFIED = answer('passkey.not_verified');
export const PASSKEY_EXPIRED = answer('passkey.expired');
export const PASSKEY_NOT_FOUND = answer('passkey.not_found');
export const PASSKEY_ALREADY_ADDED = answer('passkey.already_added');
export const PASSKEY_REQUIRED_BY_ROLE = answer('passkey.required_by_role');

/** A WebAuthn answer is a few kilobytes at most. */
const CEREMONY_BODY = bodyCap(64 * 1024);

export function passkeyRoutes(deps: AppDeps) {
  const { db, clock, secrets } = deps;
  const party = relyingParty(deps.publicUrl, deps.config.appName);
  return new Hono<AppEnv>()
    .get(`/${passkeyPaths.list}`, async (c) => ok(c, answer('passkey.list'), { rows: await passkeysOf(db, c.var.signedIn.admin.id) }))
    .post(`/${passkeyPaths.registerOptions}`, jsonBodyLimit(), async (c) => {
      const { current_password } = await readJson(c, currentPasswordRequest);
      const { admin } = c.var.signedIn;
      await proveCurrentPassword(deps, admin.id, current_password);
      const challenge = newPasskeyChallenge(secrets.passkeyKey, 'register', admin.id, clock.now());
      const options = await registrationOptions(db, party, originOf(party, c.req.header('origin')), admin, challenge);
      return ok(c, answer('passkey.options'), { options });
    })
    .post(`/${passkeyPaths.register}`, CEREMONY_BODY, async (c) => {
      const { name, credential } = await readJson(c, passkeyRegisterRequest);
      const who = signedInWho(c, deps);
      // The credential signs the challenge it answers: one of ours, live, for this admin.
      const challenge = challengeIn(credential.response.clientDataJSON);
      const expiresAt = openPasskeyChallenge(secrets.passkeyKey, 'register', who.adminId, challenge, who.at);
      if (!expiresAt) throw new HttpError(400, PASSKEY_EXPIRED);
      const passkey = await verifiedNewPasskey(party, challenge, credential);
      if (!passkey) throw new HttpError(400, PASSKEY_NOT_VERIFIED);
      const added = await db.transaction(async (tx): Promise<PasskeyRow | 'expired' | 'taken'> => {
        if (!(await spendPasskeyChallenge(tx, challenge, expiresAt, who.at))) return 'expired';
        const [row] = await tx
          .insert(adminPasskeys)
          .values({ adminId: who.adminId, name, ...passkey, createdAt: who.at })
          .onConflictDoNothing({ target: adminPasskeys.credentialId })
          .returning({ id: adminPasskeys.id, name: adminPasskeys.name, createdAt: adminPasskeys.createdAt });
        if (!row) return 'taken';
        // A passkey is a second factor: a session bound to setting one up is free now.
        await releaseSessionsOf(tx, who.adminId);
        await recordActivity(tx, who, accountEntry('passkey-added', who));
        return { id: row.id, name: row.name, created_at: row.createdAt.toISOString(), last_used_at: null };
      });
      if (added === 'expired') throw new HttpError(400, PASSKEY_EXPIRED);
      if (added === 'taken') throw new HttpError(409, PASSKEY_ALREADY_ADDED);
      return ok(c, answer('passkey.added'), added);
    })
    .post(`/${passkeyPaths.remove}`, jsonBodyLimit(), async (c) => {
      const { id, current_password } = await readJson(c, passkeyRemoveRequest);
      const who = signedInWho(c, deps);
      await proveCurrentPassword(deps, who.adminId, current_password);
      const removed = await db.transaction(async (tx) => {
        await lockSecondFactors(tx, who.adminId);
        const gone = await tx
          .delete(adminPasskeys)
          .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.adminId, who.adminId)))
          .returning({ id: adminPasskeys.id });
        if (gone.length === 0) return false;
        // The role's rule stands: an admin it binds keeps a second factor (the refusal undoes the removal).
        if (await lacksRequiredSecondFactor(tx, who.adminId)) throw new HttpError(409, PASSKEY_REQUIRED_BY_ROLE);
        await recordActivity(tx, who, accountEntry('passkey-removed', who));
        return true;
      });
      if (!removed) throw new HttpError(404, PASSKEY_NOT_FOUND);
      return ok(c, answer('passkey.removed'));
    });
}

export function publicPasskeyRoutes(deps: AppDeps) {
  const { db, clock, config, secrets } = deps;
  const party = relyingParty(deps.publicUrl, config.appName);
  return new Hono<AppEnv>()
    // Reads nothing from its request and writes nothing: anyone may ask, as often as they like.
    .post(`/${passkeyPaths.signInOptions}`, bodyCap(1024), async (c) => {
      const challenge = newPasskeyChallenge(secrets.passkeyKey, 'sign-in', null, clock.now());
      return ok(c, answer('passkey.options'), { options: await signInOptions(originOf(party, c.req.header('origin')), challenge) });
    })
    .post(`/${passkeyPaths.signIn}`, CEREMONY_BODY, async (c) => {
      const { credential } = await readJson(c, passkeySignInRequest);
      const now = clock.now();
      const challenge = challengeIn(credential.response.clientDataJSON);
      const expiresAt = openPasskeyChallenge(secrets.passkeyKey, 'sign-in', null, challenge, now);
      if (!expiresAt) throw new HttpError(401, PASSKEY_EXPIRED);
      const stored = await passkeyByCredential(db, credential.id);
      const counter = stored ? await verifiedSignIn(party, challenge, stored, credential) : null;
      if (!stored || counter === null) {
        deps.metrics.failedSignIns.inc();
        throw new HttpError(401, PASSKEY_NOT_VERIFIED);
      }
      const place = { ip: clientAddress(c, config.trustProxy), userAgent: c.req.header('user-agent') ?? '' };
      const outcome = await db.transaction(async (tx) => {
        if (!(await spendPasskeyChallenge(tx, challenge, expiresAt, now))) return 'expired' as const;
        const admin = await activeAdminProfile(tx, stored.adminId);
        // A deactivated admin's passkeys open nothing, as their password does not.
        if (!admin) return 'inactive' as const;
        await notePasskeyUse(tx, stored.id, counter, now);
        return { admin, ...(await openSession(deps, admin, place, now, tx, { multiFactor: true })) };
      });
      if (outcome === 'expired') throw new HttpError(401, PASSKEY_EXPIRED);
      if (outcome === 'inactive') throw new HttpError(401, PASSKEY_NOT_VERIFIED);
      rememberDevice(c, deps, outcome.admin.email);
      return ok(c, answer('auth.signed_in'), { token: outcome.token, ...toSessionData(outcome.admin, outcome.needsSecondFactor) });
    })
    // After the right password: one of this admin's passkeys proves the second step.
    .post(`/${passkeyPaths.secondStepOptions}`, bodyCap(16 * 1024), async (c) => {
      const { challenge } = await readJson(c, passkeySecondStepOptionsRequest);
      const now = clock.now();
      const adminId = await challengeOwner(db, challenge, now);
      if (adminId === undefined) throw new HttpError(401, SIGN_IN_EXPIRED);
      const passkeyChallenge = newPasskeyChallenge(secrets.passkeyKey, 'second-step', adminId, now);
      return ok(c, answer('passkey.options'), { options: await secondStepOptions(db, originOf(party, c.req.header('origin')), adminId, passkeyChallenge) });
    })
    .post(`/${passkeyPaths.secondStep}`, CEREMONY_BODY, async (c) => {
      const { challenge, credential } = await readJson(c, passkeySecondStepRequest);
      const now = clock.now();
      const adminId = await challengeOwner(db, challenge, now);
      if (adminId === undefined) throw new HttpError(401, SIGN_IN_EXPIRED);
      // The passkey signed a challenge made for this admin's second step, and is one of theirs.
      const passkeyChallenge = challengeIn(credential.response.clientDataJSON);
      const expiresAt = openPasskeyChallenge(secrets.passkeyKey, 'second-step', adminId, passkeyChallenge, now);
      if (!expiresAt) throw new HttpError(401, PASSKEY_EXPIRED);
      const stored = await passkeyByCredential(db, credential.id);
      const counter = stored?.adminId === adminId ? await verifiedSignIn(party, passkeyChallenge, stored, credential) : null;
      if (!stored || counter === null) {
        deps.metrics.failedSignIns.inc();
        throw new HttpError(401, PASSKEY_NOT_VERIFIED);
      }
      const place = { ip: clientAddress(c, config.trustProxy), userAgent: c.req.header('user-agent') ?? '' };
      const outcome = await db.transaction(async (tx) => {
        const open = await lockChallenge(tx, challenge, now);
        if (open?.adminId !== adminId) return 'expired' as const;
        if (!(await spendPasskeyChallenge(tx, passkeyChallenge, expiresAt, now))) return 'used' as const;
        const admin = await activeAdminProfile(tx, adminId);
        // Deactivated meanwhile: the half sign-in ends with it.
        if (!admin) return 'expired' as const;
        await notePasskeyUse(tx, stored.id, counter, now);
        await spendChallenge(tx, open.id, now);
        return { admin, ...(await openSession(deps, admin, place, now, tx, { multiFactor: true })) };
      });
      if (outcome === 'expired') throw new HttpError(401, SIGN_IN_EXPIRED);
      if (outcome === 'used') throw new HttpError(401, PASSKEY_EXPIRED);
      rememberDevice(c, deps, outcome.admin.email);
      return ok(c, answer('auth.signed_in'), { token: outcome.token, ...toSessionData(outcome.admin, outcome.needsSecondFactor) });
    });
}
