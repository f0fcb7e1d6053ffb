/** Sign-in and sign-out calls (spec section 7 "Authentication and profile"). */
import * as v from 'valibot';
import { envelope, messageEnvelope } from './envelope';
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

export const USER_TYPES = ['super_admin', 'sub_admin'] as const;

export const loginData = v.object({
  token: v.string(),
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  profile_image: v.nullable(v.string()),
  /** Modules the admin's role grants (spec section 3 Session). */
  modules: v.array(v.string()),
  userType: v.picklist(USER_TYPES),
});
export type LoginData = v.InferOutput<typeof loginData>;

export const loginResponse = envelope(loginData);

/** GET auth/session: the signed-in admin, as login answers it minus the token. */
export const sessionData = v.omit(loginData, ['token']);
export type SessionData = v.InferOutput<typeof sessionData>;
export const sessionResponse = envelope(sessionData);

/** POST auth/logout: revokes the token server-side (added by DESIGN.md section 5). */
export const logoutResponse = messageEnvelope;
