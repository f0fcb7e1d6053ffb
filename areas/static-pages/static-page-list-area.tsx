/** The static-page list (spec section 2): title, date; view and edit. Pages are seeded: no Add, no delete (DESIGN.md section 6). */
import { staticPagePaths } from './static-page-contract';
import { FileText } from 'lucide-react';
import { staticPageActors, staticPageKeys } from './static-page-calls';
import type { StaticPageRow } from './static-page-contract';
import { dateColumn } from '../../src/app/kit/columns';
import type { ListArea } from '../../src/app/kit/list-area';
import { CellText } from '../../src/ui/cell-text';
import { StaticPageView } from './static-page-view';

export const staticPageListArea: ListArea<StaticPageRow> = {
  path: '/static-page',
  exportPath: staticPagePaths.export,
  live: 'static-page',
  text: {
    title: 'staticPages.title',
    description: 'staticPages.description',
    count: 'staticPages.count',
    searchLabel: 'staticPages.search',
    searchPlaceholder: 'content.searchByTitle',
    noMatchBody: 'content.tryAnotherTitle',
    empty: 'staticPages.empty',
  },
  columns: [
    { id: 'title', header: 'content.column.title', sortKey: 'title', cell: (page) => <CellText tone="strong">{page.title}</CellText> },
    dateColumn('content.column.date', (page) => page.created_at, 'created_at'),
  ],
  labelOf: (page) => page.title,
  actions: ['view', 'edit'],
  View: StaticPageView,
  icon: FileText,
  queryKey: staticPageKeys.all,
  actors: staticPageActors,
};
