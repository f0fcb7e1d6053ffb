/**
 * The sessions (issue #32 item 3, an area folder by issue #34): where each admin is signed in,
 * ended one by one or all but this one, and every session of an admin ended by the super admin
 * (the admins list's "End all sessions"). Every admin may call them: each sees and ends only
 * their own, and ending another admin's is checked in its handler.
 */
import type { ServerArea } from '../../../server/areas/server-area';
import { callAddress } from '../../../server/auth/call-address';
import { sessionAnswers, sessionCalls, sessionPaths } from '../sessions-contract';
import { sessionRoutes } from './session-routes';

export const serverArea: ServerArea = {
  name: 'Sessions',
  calls: sessionCalls,
  answers: sessionAnswers,
  routes: sessionRoutes,
  // auth/sessions and the calls under it.
  access: [{ prefix: callAddress(sessionPaths.list), modules: 'every admin' }],
};
