/**
 * One row's status change or delete, with every refusal of its area (your own account, a chef a
 * class uses…) as an HttpError: the one-row call and the bulk call (server/routes/bulk.ts) run
 * the same function, so a row is refused alike whichever way it is asked. Answers the message.
 */
import type { AdminProfile } from '../auth/signed-in';
import type { AppDeps } from '../deps';

export type StatusAction = (deps: AppDeps, actor: AdminProfile, id: number, isActive: boolean) => Promise<string>;
export type DeleteAction = (deps: AppDeps, actor: AdminProfile, id: number) => Promise<string>;
