/**
 * The code of the sign-in's second step (issue #32 item 1): six digits from the authenticator app,
 * or a recovery code. Apart from second-factor.ts so the login page's field checks, which load
 * just after its first paint, carry this rule and not the account calls' schemas.
 */
import * as v from 'valibot';
import { TOTP_DIGITS } from '../../constants';
import { REQUIRED } from './sign-in-fields';

/** Message ids (validation-ids.ts). */
export const TOTP_CODE_FORMAT = 'account.validation.totpFormat';
export const SECOND_FACTOR_CODE_FORMAT = 'account.validation.secondFactorFormat';

/** Ten letters or digits in two groups of five ("k7m2p-x9q4t"), as the recovery codes are shown. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;
export const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** Spaces a person types or an app shows inside a code ("123 456") are not part of it. */
const withoutSpaces = v.transform((value: string) => value.replace(/\s+/g, ''));

export const totpCode = v.pipe(v.string(REQUIRED), withoutSpaces, v.nonEmpty(REQUIRED), v.regex(TOTP_PATTERN, TOTP_CODE_FORMAT));

/** At sign-in: a code from the app, or one of the recovery codes. */
export const secondFactorCode = v.pipe(
  v.string(REQUIRED),
  withoutSpaces,
  v.nonEmpty(REQUIRED),
  v.check((code) => TOTP_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code), SECOND_FACTOR_CODE_FORMAT),
);

export const secondFactorSignInForm = v.object({ code: secondFactorCode });
