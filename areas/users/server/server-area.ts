/** App users (spec section 7 "Users"). */
import { userTrash } from './user-trash';
import { callFolder } from '../../../server/auth/call-address';
import { userAnswers, userCalls, userListRequest, userPaths, userRow } from '../user-contract';
import { findUser, listUsers, toUserRow } from './user-records';
import { exported } from '../../../server/lists/exported';
import { deleteUser, setUserStatus, userRoutes } from './user-routes';
import { fullName } from '../../../server/db/schema';
import { users } from './tables';
import { labelsFrom } from '../../../server/bulk/row-labels';
import type { ServerArea } from '../../../server/areas/server-area';
import { searchedName, shownAs } from '../../../server/search/search-source';

export const serverArea: ServerArea = {
  name: 'App users',
  calls: userCalls,
  answers: userAnswers,
  routes: userRoutes,
  access: [
    { prefix: callFolder(userPaths.list), modules: ['user'] },
  ],
  export: exported({ path: userPaths.export, name: 'users', request: userListRequest, row: userRow, list: listUsers }),
  bulk: { bulkStatus: userPaths.bulkStatus, setStatus: setUserStatus, bulkDelete: userPaths.bulkDelete, remove: deleteUser, labels: labelsFrom(users, users.id, fullName(users.firstName, users.lastName)) },
  history: { path: userPaths.history, area: 'user', version: async (db, id) => toUserRow(await findUser(db, id)) },
  search: { area: 'user', table: users, id: users.id, label: searchedName(users.firstName, users.lastName), detail: shownAs(users.email), searchText: users.searchText, listPath: userPaths.list },
  trash: userTrash,
};
