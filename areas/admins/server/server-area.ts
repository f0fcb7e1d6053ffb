/** Sub-admins (spec section 7 "Admins"). */
import { adminTrash } from './admin-trash';
import { callFolder } from '../../../server/auth/call-address';
import { adminAnswers, adminCalls, adminListRequest, adminPaths, adminRow } from '../admin-contract';
import { findAdmin, listAdmins, toAdminRow } from './admin-records';
import { exported } from '../../../server/lists/exported';
import { adminRoutes, deleteAdmin, setAdminStatus } from './admin-routes';
import { admins, fullName } from '../../../server/db/schema';
import { labelsFrom } from '../../../server/bulk/row-labels';
import type { ServerArea } from '../../../server/areas/server-area';
import { searchedName, shownAs } from '../../../server/search/search-source';

export const serverArea: ServerArea = {
  name: 'Admins',
  calls: adminCalls,
  answers: adminAnswers,
  routes: adminRoutes,
  access: [
    { prefix: callFolder(adminPaths.list), modules: ['admin'] },
  ],
  export: exported({ path: adminPaths.export, name: 'admins', request: adminListRequest, row: adminRow, list: listAdmins }),
  bulk: { bulkStatus: adminPaths.bulkStatus, setStatus: setAdminStatus, bulkDelete: adminPaths.bulkDelete, remove: deleteAdmin, labels: labelsFrom(admins, admins.id, fullName(admins.firstName, admins.lastName)) },
  history: { path: adminPaths.history, area: 'admin', version: async (db, id) => toAdminRow(await findAdmin(db, id)) },
  search: { area: 'admin', table: admins, id: admins.id, label: searchedName(admins.firstName, admins.lastName), detail: shownAs(admins.email), searchText: admins.searchText, listPath: adminPaths.list },
  trash: adminTrash,
};
