/**
 * Where the session survives a reload (spec section 3: "the token and login flag are also
 * kept in session storage"). What is read back is validated: a damaged or foreign value
 * means signed out, never a crash. Checked by hand, not with valibot: the /login first load reads
 * it, and valibot travels after that page's first paint (issue #37).
 */
import { USER_TYPES } from '../api/contract/user-types';
import type { Session } from '../machines/session';

export const SESSION_STORAGE_KEY = 'mise.session';

const isString = (value: unknown): value is string => typeof value === 'string';

export function readStoredSession(storage: Storage): Session | null {
  try {
    return sessionFromStored(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/** The stored form of a session, also what one tab hands to another (other-tabs.ts). */
export const storedForm = (session: Session) => ({ isLogin: true, ...session });

/** A session from its stored form, or null for anything else. */
export function sessionFromStored(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<keyof Session | 'isLogin', unknown>;
  const { accessToken, id, firstName, lastName, email, profileImage, modules, userType, secondFactorSetup } = stored;
  const valid =
    stored.isLogin === true &&
    isString(accessToken) &&
    accessToken !== '' &&
    typeof id === 'number' &&
    !Number.isNaN(id) &&
    isString(firstName) &&
    isString(lastName) &&
    isString(email) &&
    (profileImage === null || isString(profileImage)) &&
    Array.isArray(modules) &&
    modules.every(isString) &&
    (USER_TYPES as readonly unknown[]).includes(userType);
  if (!valid) return null;
  // Only the session's own fields: anything else stored beside them is left behind.
  const session: Session = { accessToken, id, firstName, lastName, email, profileImage, modules: [...modules], userType: userType as Session['userType'] };
  // A session bound to setting up its role's second factor stays bound across a reload (issue #32 item 1).
  return secondFactorSetup === true ? { ...session, secondFactorSetup: true } : session;
}

export function writeStoredSession(storage: Storage, session: Session): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(storedForm(session)));
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
}
