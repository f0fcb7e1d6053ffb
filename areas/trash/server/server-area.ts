/**
 * The Trash (issue #33 item 2): the deleted records of every area that keeps its deletes, restored
 * or removed for good. Every admin may call it; each call answers only the areas the caller's role
 * opens. What it keeps of a delete, and the purge after TRASH_DAYS, are the server's
 * (server/trash/): every deleting area moves its records there.
 */
import { callFolder } from '../../../server/auth/call-address';
import type { ServerArea } from '../../../server/areas/server-area';
import { trashAnswers, trashCalls, trashPaths } from '../trash-contract';
import { trashRoutes } from './trash-routes';

export const serverArea: ServerArea = {
  name: 'Trash',
  calls: trashCalls,
  answers: trashAnswers,
  routes: trashRoutes,
  access: [{ prefix: callFolder(trashPaths.list), modules: 'every admin' }],
};
