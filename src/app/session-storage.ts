/**
 * Where the session survives a reload (spec section 3: "the token and login flag are also
 * kept in session storage"). What is read back is validated: a damaged or foreign value
 * means signed out, never a crash.
 */
import * as v from 'valibot';
import { USER_TYPES } from '../api/contract/auth';
import type { Session } from '../machines/session';

export const SESSION_STORAGE_KEY = 'mise.session';

const storedSession = v.object({
  isLogin: v.literal(true),
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  id: v.number(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  profileImage: v.nullable(v.string()),
  modules: v.array(v.string()),
  userType: v.picklist(USER_TYPES),
});

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
  const parsed = v.safeParse(storedSession, value);
  if (!parsed.success) return null;
  const { isLogin: _isLogin, ...session } = parsed.output;
  return session;
}

export function writeStoredSession(storage: Storage, session: Session): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(storedForm(session)));
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
}
