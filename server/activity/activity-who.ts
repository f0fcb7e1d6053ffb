/**
 * Who an activity row names: the admin (by id, and by the name they have now, which the row keeps
 * after a rename or a delete), the address the request came from (as the rate limits read it) and
 * the moment, from the app's clock. Built once per request.
 */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { clientAddress } from '../http/client-address';

export type ActivityWho = { adminId: number; adminName: string; ip: string; at: Date };

type Person = { firstName: string; lastName: string };

export const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/**
 * An admin by their account: the signed-in one, or, when nobody is signed in (sign-in itself, a
 * password set through a mailed link or a recovery code), the admin whose account it is.
 */
export const whoFor = (admin: Person & { id: number }, ip: string, at: Date): ActivityWho => ({ adminId: admin.id, adminName: fullName(admin), ip, at });

/** The signed-in admin of this request. */
export const signedInWho = (c: Context<AppEnv>, deps: Pick<AppDeps, 'config' | 'clock'>): ActivityWho =>
  whoFor(c.var.signedIn.admin, clientAddress(c, deps.config.trustProxy), deps.clock.now());
