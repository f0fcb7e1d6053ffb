/** The chef list (spec section 2): image, name, email, date, status toggle; view, edit, delete. */
import { chefPaths } from './chef-contract';
import { chefActors, chefKeys } from './chef-calls';
import type { ChefRow } from './chef-contract';
import { avatarColumn, dateColumn } from '../../src/app/kit/columns';
import type { ListArea } from '../../src/app/kit/list-area';
import { CellText } from '../../src/ui/cell-text';
import { nameParts } from '../../src/ui/name-parts';
import { ChefView } from './chef-view';

export const chefListArea: ListArea<ChefRow> = {
  path: '/chef',
  exportPath: chefPaths.export,
  bulk: { status: chefPaths.bulkStatus, delete: chefPaths.bulkDelete },
  trash: 'chef',
  text: {
    title: 'chefs.title',
    description: 'chefs.description',
    count: 'chefs.count',
    add: 'chefs.add',
    searchLabel: 'chefs.search',
    searchPlaceholder: 'people.searchPlaceholder',
    empty: 'chefs.empty',
    deleteTitle: 'chefs.deleteTitle',
  },
  columns: [
    avatarColumn('people.column.image', (chef) => {
      const [firstName, lastName] = nameParts(chef.name);
      return { firstName, lastName, imageUrl: chef.profile_photo };
    }),
    { id: 'name', header: 'people.column.name', sortKey: 'name', cell: (chef) => <CellText tone="strong">{chef.name}</CellText> },
    { id: 'email', header: 'people.column.email', sortKey: 'email', cell: (chef) => <CellText>{chef.email || '—'}</CellText> },
    dateColumn('people.column.date', (chef) => chef.created_at, 'created_at'),
  ],
  labelOf: (chef) => chef.name,
  status: { isActive: (chef) => chef.is_active, sortKey: 'is_active' },
  actions: ['view', 'edit', 'delete'],
  View: ChefView,
  queryKey: chefKeys.all,
  actors: chefActors,
};
