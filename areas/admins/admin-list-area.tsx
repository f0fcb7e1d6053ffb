/** The admin list (spec section 2): image, name, email, role, date, status toggle; view, edit, delete. */
import { adminPaths } from './admin-contract';
import { adminActors, adminKeys } from './admin-calls';
import type { AdminRow } from './admin-contract';
import { avatarColumn, dateColumn } from '../../src/app/kit/columns';
import type { ListArea } from '../../src/app/kit/list-area';
import { Badge } from '../../src/ui/badge';
import { CellText } from '../../src/ui/cell-text';
import { AdminView } from './admin-view';

const fullName = (admin: AdminRow) => `${admin.first_name} ${admin.last_name}`;

export const adminListArea: ListArea<AdminRow> = {
  path: '/admin',
  exportPath: adminPaths.export,
  bulk: { status: adminPaths.bulkStatus, delete: adminPaths.bulkDelete },
  trash: 'admin',
  text: {
    title: 'admins.title',
    description: 'admins.description',
    count: 'admins.count',
    add: 'admins.add',
    searchLabel: 'admins.search',
    searchPlaceholder: 'people.searchPlaceholder',
    empty: 'admins.empty',
    deleteTitle: 'admins.deleteTitle',
  },
  columns: [
    avatarColumn('people.column.image', (admin) => ({ firstName: admin.first_name, lastName: admin.last_name, imageUrl: admin.profile_image })),
    { id: 'name', header: 'people.column.name', sortKey: 'first_name', cell: (admin) => <CellText tone="strong">{fullName(admin)}</CellText> },
    { id: 'email', header: 'people.column.email', sortKey: 'email', cell: (admin) => <CellText>{admin.email}</CellText> },
    {
      id: 'role',
      header: 'people.column.role',
      sortKey: 'role',
      cell: (admin) => (admin.admin_role ? <Badge tone="accent">{admin.admin_role.role}</Badge> : <CellText>—</CellText>),
    },
    dateColumn('people.column.date', (admin) => admin.created_at, 'created_at'),
  ],
  labelOf: fullName,
  status: { isActive: (admin) => admin.is_active, sortKey: 'is_active' },
  actions: ['view', 'edit', 'delete'],
  // The server refuses both (server/people/admin-guards.ts); the row says so before a click.
  lockedReason: (admin, signedInId) =>
    admin.id === signedInId ? 'admins.locked.self' : admin.user_type === 'super_admin' ? 'admins.locked.superAdmin' : undefined,
  View: AdminView,
  queryKey: adminKeys.all,
  actors: adminActors,
};
