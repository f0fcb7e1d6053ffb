/** The answers of the sign-in, session and sign-out calls (spec section 7 "Authentication and profile"). */
import * as v from 'valibot';
import { USER_TYPES } from './auth';
import { envelope, messageEnvelope } from './envelope';
import { secondFactorStep } from './second-factor';

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
  /** The role requires a second factor the admin has not set up: this session may only set it up (issue #32 item 1). */
  second_factor_setup_required: v.optional(v.boolean()),
});
export type LoginData = v.InferOutput<typeof loginData>;

/** POST auth/second-factor: always the whole sign-in. */
export const signedInResponse = envelope(loginData);

/** A whole sign-in answers the token; one whose admin has a second factor, the challenge for it (issue #32 item 1). */
export const loginResponse = envelope(v.union([loginData, secondFactorStep]));

/** GET auth/session: the signed-in admin, as login answers it minus the token. */
export const sessionData = v.omit(loginData, ['token']);
export type SessionData = v.InferOutput<typeof sessionData>;
export const sessionResponse = envelope(sessionData);

/** POST auth/logout: revokes the token server-side (added by DESIGN.md section 5). */
export const logoutResponse = messageEnvelope;
