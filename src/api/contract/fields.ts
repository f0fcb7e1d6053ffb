/** Field schemas shared by several calls, with the spec's messages (spec section 5). */
import * as v from 'valibot';

export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter valid email';
export const EMAIL_MAX_LENGTH = 254;
/** Long enough for any pass-phrase, short enough that hashing it is no denial of service. */
export const PASSWORD_MAX_LENGTH = 256;

export const email = (requiredMessage: string = REQUIRED) =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(EMAIL_MAX_LENGTH, INVALID_EMAIL),
    v.email(INVALID_EMAIL),
    v.toLowerCase(),
  );
