/** Static pages as the contract answers them (areas/static-pages/static-page-contract.ts), and the queries that read them. */
import { pageAnswer } from '../static-page-contract';
import type { STATIC_PAGE_SORTABLE, StaticPageRow } from '../static-page-contract';
import { staticPages } from './tables';
import { tableRecords } from '../../../server/lists/table-records';
import { caseless } from '../../../server/lists/sort';

export const PAGE_NOT_FOUND = pageAnswer('page.not_found');

export const pageColumns = {
  id: staticPages.id,
  title: staticPages.title,
  content: staticPages.content,
  createdAt: staticPages.createdAt,
  version: staticPages.version,
};

type PageRecord = Pick<typeof staticPages.$inferSelect, keyof typeof pageColumns>;

export const toPageRow = (page: PageRecord): StaticPageRow => ({
  id: page.id,
  title: page.title,
  content: page.content,
  created_at: page.createdAt.toISOString(),
  version: page.version,
});

type PageSortable = (typeof STATIC_PAGE_SORTABLE)[number];

const sortColumns = {
  created_at: staticPages.createdAt,
  title: caseless(staticPages.title),
} satisfies Record<PageSortable, unknown>;

/** The search reads titles only: pages are few, and their HTML is no text to match against. */
const pageRecords = tableRecords({ table: staticPages, columns: pageColumns, toRow: toPageRow, sortColumns, notFound: PAGE_NOT_FOUND });
export const listPages = pageRecords.list;
export const findPage = pageRecords.find;
