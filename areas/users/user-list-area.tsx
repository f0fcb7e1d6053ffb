/** The user list (spec section 2): image, name, email, date, activation code, status toggle; view, edit, delete. */
import { activationCodeOf, userPaths, type UserRow } from './user-contract';
import { userActors, userKeys } from './user-calls';
import { avatarColumn, dateColumn } from '../../src/app/kit/columns';
import type { ListArea } from '../../src/app/kit/list-area';
import { CellText } from '../../src/ui/cell-text';
import { UserView } from './user-view';

export const userListArea: ListArea<UserRow> = {
  path: '/user',
  exportPath: userPaths.export,
  bulk: { status: userPaths.bulkStatus, delete: userPaths.bulkDelete },
  trash: 'user',
  text: {
    title: 'users.title',
    description: 'users.description',
    count: 'users.count',
    add: 'users.add',
    searchLabel: 'users.search',
    searchPlaceholder: 'people.searchPlaceholder',
    empty: 'users.empty',
    deleteTitle: 'users.deleteTitle',
  },
  columns: [
    avatarColumn('people.column.image', (user) => ({ firstName: user.first_name, lastName: user.last_name, imageUrl: user.profile_photo })),
    { id: 'name', header: 'people.column.name', sortKey: 'first_name', cell: (user) => <CellText tone="strong">{user.name}</CellText> },
    { id: 'email', header: 'people.column.email', sortKey: 'email', cell: (user) => <CellText>{user.email}</CellText> },
    dateColumn('people.column.date', (user) => user.created_at, 'created_at'),
    {
      id: 'activationCode',
      header: 'people.column.activationCode',
      cell: (user) => {
        const code = activationCodeOf(user);
        return code ? <CellText tone="code">{code}</CellText> : <CellText>—</CellText>;
      },
    },
  ],
  labelOf: (user) => user.name,
  status: { isActive: (user) => user.is_active, sortKey: 'is_active' },
  actions: ['view', 'edit', 'delete'],
  View: UserView,
  queryKey: userKeys.all,
  actors: userActors,
};
