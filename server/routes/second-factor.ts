/**
 * The signed-in admin's second factor (src/api/contract/second-factor.ts, issue #32 item 1): its
 * state; setting up an authenticator app (a secret to scan, then its first code back, which turns
 * it on and answers ten recovery codes); turning it off; new recovery codes. Each change but the
 * confirmation asks for the current password again, and each is a row of the activity log,
 * written in the same transaction.
 */
import { Hono } from 'hono';
import QRCode from 'qrcode';
import { answer } from '../../src/api/contract/answer-codes';
import { currentPasswordRequest, secondFactorPaths, totpConfirmRequest } from '../../src/api/contract/second-factor';
import { accountEntry } from '../activity/account-entry';
import { signedInWho } from '../activity/activity-who';
import { recordActivity } from '../activity/record-activity';
import { proveCurrentPassword } from '../auth/current-password';
import { confirmTotp, lacksRequiredSecondFactor, lockSecondFactors, removeTotp, replaceRecoveryCodes, secondFactorStatus, startTotp } from '../auth/second-factor';
import { totpAddress } from '../auth/totp';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';

export const SECOND_FACTOR_ALREADY_ON = answer('second_factor.already_on');
export const SECOND_FACTOR_NOTHING_WAITING = answer('second_factor.nothing_waiting');
export const SECOND_FACTOR_CODE_WRONG = answer('second_factor.code_wrong');
export const SECOND_FACTOR_OFF = answer('second_factor.off');
export const SECOND_FACTOR_NOT_ON = answer('second_factor.not_on');
export const REQUIRED_BY_ROLE = answer('second_factor.required_by_role');

export function secondFactorRoutes(deps: AppDeps) {
  const { db, clock, secrets, config } = deps;
  return new Hono<AppEnv>()
    .get(`/${secondFactorPaths.status}`, async (c) => ok(c, answer('second_factor.status'), await secondFactorStatus(db, c.var.signedIn.admin.id)))
    .post(`/${secondFactorPaths.totpStart}`, jsonBodyLimit(), async (c) => {
      const { current_password } = await readJson(c, currentPasswordRequest);
      const { id, email } = c.var.signedIn.admin;
      await proveCurrentPassword(deps, id, current_password);
      const secret = await db.transaction((tx) => startTotp(tx, secrets.totpKey, id));
      if (secret === null) throw new HttpError(409, SECOND_FACTOR_ALREADY_ON);
      const uri = totpAddress(secret, email, config.appName);
      // Drawn here: the SPA carries no QR encoder, and the secret never leaves this answer.
      const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return ok(c, answer('second_factor.scan'), { secret, uri, qr_svg: qrSvg });
    })
    .post(`/${secondFactorPaths.totpConfirm}`, jsonBodyLimit(), async (c) => {
      const { code } = await readJson(c, totpConfirmRequest);
      const who = signedInWho(c, deps);
      const confirmed = await db.transaction(async (tx) => {
        const done = await confirmTotp(tx, secrets, who.adminId, code, clock.now());
        if (done.ok) await recordActivity(tx, who, accountEntry('second-factor-on', who));
        return done;
      });
      if (!confirmed.ok) throw new HttpError(400, confirmed.problem === 'wrong-code' ? SECOND_FACTOR_CODE_WRONG : SECOND_FACTOR_NOTHING_WAITING);
      return ok(c, answer('second_factor.on'), { recovery_codes: confirmed.recoveryCodes });
    })
    .post(`/${secondFactorPaths.totpRemove}`, jsonBodyLimit(), async (c) => {
      const { current_password } = await readJson(c, currentPasswordRequest);
      const who = signedInWho(c, deps);
      await proveCurrentPassword(deps, who.adminId, current_password);
      const removed = await db.transaction(async (tx) => {
        await lockSecondFactors(tx, who.adminId);
        const done = await removeTotp(tx, who.adminId);
        // The role's rule stands: an admin it binds keeps a passkey then, or only the operator's
        // console turns the app off (second-factor-off.ts). The refusal undoes the removal.
        if (done && (await lacksRequiredSecondFactor(tx, who.adminId))) throw new HttpError(409, REQUIRED_BY_ROLE);
        if (done) await recordActivity(tx, who, accountEntry('second-factor-off', who));
        return done;
      });
      if (!removed) throw new HttpError(409, SECOND_FACTOR_NOT_ON);
      return ok(c, SECOND_FACTOR_OFF);
    })
    .post(`/${secondFactorPaths.recoveryCodes}`, jsonBodyLimit(), async (c) => {
      const { current_password } = await readJson(c, currentPasswordRequest);
      const who = signedInWho(c, deps);
      await proveCurrentPassword(deps, who.adminId, current_password);
      const codes = await db.transaction(async (tx) => {
        if (!(await secondFactorStatus(tx, who.adminId)).totp) return null;
        const made = await replaceRecoveryCodes(tx, secrets.otpPepper, who.adminId);
        await recordActivity(tx, who, accountEntry('recovery-codes-new', who));
        return made;
      });
      if (codes === null) throw new HttpError(409, SECOND_FACTOR_NOT_ON);
      return ok(c, answer('second_factor.recovery_codes'), { recovery_codes: codes });
    });
}
