/** App users (spec section 7 "Users"). */
import { callFolder } from '../auth/call-address';
import { userCalls, userListRequest, userPaths, userRow } from '../../src/api/contract/users';
import { listUsers } from '../people/user-records';
import { exported } from '../lists/exported';
import { deleteUser, setUserStatus, userRoutes } from '../routes/users';
import type { ServerArea } from './server-area';

export const userArea: ServerArea = {
  name: 'App users',
  calls: userCalls,
  routes: userRoutes,
  access: [
    { prefix: callFolder(userPaths.list), modules: ['user'] },
  ],
  export: exported({ path: userPaths.export, name: 'users', request: userListRequest, row: userRow, list: listUsers }),
  bulk: { bulkStatus: userPaths.bulkStatus, setStatus: setUserStatus, bulkDelete: userPaths.bulkDelete, remove: deleteUser },
  history: { path: userPaths.history, area: 'user' },
};
