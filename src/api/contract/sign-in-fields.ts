/**
 * The fields the sign-in page checks (an e-mail, a password's length) and the rules under them
 * (required, no NUL). Apart from fields.ts, which re-exports them, so the /login first load
 * carries these and not the record schemas (ids, flags, images, dates) every other screen shares
 * (issue #11 item 2: each module the entry imports travels whole).
 */
import * as v from 'valibot';

export const REQUIRED = 'validation.required';
export const INVALID_EMAIL = 'validation.emailInvalid';
export const EMAIL_MAX_LENGTH = 254;
/** Long enough for any pass-phrase, short enough that hashing it is no denial of service. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * PostgreSQL text cannot hold U+0000: such a value would fail in the database (a 500), so the
 * contract refuses it first. The server's readers apply the same rule to every field they read.
 */
export const NUL_MESSAGE = 'validation.noNul';
export const hasNoNul = (text: string) => !text.includes('\u0000');
export const noNul = () => v.check<string, string>(hasNoNul, NUL_MESSAGE);

export const email = (requiredMessage: string = REQUIRED, invalidMessage: string = INVALID_EMAIL) =>
  v.pipe(
    v.string(requiredMessage),
    noNul(),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(EMAIL_MAX_LENGTH, invalidMessage),
    v.email(invalidMessage),
    v.toLowerCase(),
  );
