/**
 * The sign-in request (spec section 7 "Authentication and profile") and the admin types. The
 * answers' schemas are in auth-answers.ts: the login page checks what is typed from its first
 * load, but reads an answer only once the admin signs in, so those travel later (issue #37).
 */
import * as v from 'valibot';
import { email, PASSWORD_MAX_LENGTH } from './sign-in-fields';

export const LOGIN_EMAIL_REQUIRED = 'validation.emailEnter';
export const LOGIN_PASSWORD_REQUIRED = 'validation.passwordEnter';

/** POST auth/login. Spec section 5 gives the login e-mail one message, empty or badly formed. */
export const loginRequest = v.object({
  email: email(LOGIN_EMAIL_REQUIRED, LOGIN_EMAIL_REQUIRED),
  password: v.pipe(
    v.string(LOGIN_PASSWORD_REQUIRED),
    v.nonEmpty(LOGIN_PASSWORD_REQUIRED),
    v.maxLength(PASSWORD_MAX_LENGTH, 'password is too long'),
  ),
});
export type LoginRequest = v.InferInput<typeof loginRequest>;

export { USER_TYPES } from './user-types';
