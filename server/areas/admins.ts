/** Sub-admins (spec section 7 "Admins"). */
import { callFolder } from '../auth/call-address';
import { adminCalls, adminListRequest, adminPaths, adminRow } from '../../src/api/contract/admins';
import { listAdmins } from '../people/admin-records';
import { exported } from '../lists/exported';
import { adminRoutes, deleteAdmin, setAdminStatus } from '../routes/admins';
import type { ServerArea } from './server-area';

export const adminArea: ServerArea = {
  name: 'Admins',
  calls: adminCalls,
  routes: adminRoutes,
  access: [
    { prefix: callFolder(adminPaths.list), modules: ['admin'] },
  ],
  export: exported({ path: adminPaths.export, name: 'admins', request: adminListRequest, row: adminRow, list: listAdmins }),
  bulk: { bulkStatus: adminPaths.bulkStatus, setStatus: setAdminStatus, bulkDelete: adminPaths.bulkDelete, remove: deleteAdmin },
  history: { path: adminPaths.history, area: 'admin' },
};
