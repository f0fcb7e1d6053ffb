/**
 * One row's status change or delete, with every refusal of its area (your own account, a chef a
 * class uses…) as an HttpError: the one-row call and the bulk call (server/routes/bulk.ts) run
 * the same function, so a row is refused alike whichever way it is asked. Answers the message.
 *
 * Both run it through `inRowTransaction`: the action's `deps.db` is then the row's own
 * transaction, so its activity row (server/activity/record-activity.ts) commits or rolls back
 * with the change.
 */
import type { Answer } from '../../src/api/contract/answer-codes';
import type { Context } from 'hono';
import type { ActivityWho } from '../activity/activity-who';
import { signedInWho } from '../activity/activity-who';
import type { AdminProfile } from '../auth/signed-in';
import type { Database } from '../db/client';
import type { AppDeps, AppEnv } from '../deps';

/** The signed-in admin, for the area's refusals, and who the activity row names. */
export type RowActor = { admin: AdminProfile; who: ActivityWho };

export type StatusAction = (deps: AppDeps, actor: RowActor, id: number, isActive: boolean) => Promise<Answer>;
export type DeleteAction = (deps: AppDeps, actor: RowActor, id: number) => Promise<Answer>;

export const rowActor = (c: Context<AppEnv>, deps: AppDeps): RowActor => ({ admin: c.var.signedIn.admin, who: signedInWho(c, deps) });

export function inRowTransaction(deps: AppDeps, act: (rowDeps: AppDeps) => Promise<Answer>): Promise<Answer> {
  // A transaction offers the database's query API: the action cannot tell them apart.
  return deps.db.transaction((tx) => act({ ...deps, db: tx as unknown as Database }));
}
