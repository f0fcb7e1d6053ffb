/** Static pages as the contract answers them (src/api/contract/static-pages.ts), and the queries that read them. */
import { answer } from '../../src/api/contract/answer-codes';
import { count, eq } from 'drizzle-orm';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { STATIC_PAGE_SORTABLE, StaticPageRow } from '../../src/api/contract/static-pages';
import type { Database } from '../db/client';
import { staticPages } from '../db/schema';
import { HttpError } from '../http/http-error';
import { listShape, readPage } from '../lists/page';
import { pageStatements } from '../lists/page-statements';
import { caseless } from '../lists/sort';

export const PAGE_NOT_FOUND = answer('page.not_found');

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
const pagesPage = pageStatements({
  rows: (db, total) => db.select({ ...pageColumns, total }).from(staticPages).$dynamic(),
  count: (db) => db.select({ n: count() }).from(staticPages).$dynamic(),
  search: [staticPages.searchText],
  sortColumns,
  id: staticPages.id,
});

export async function listPages(db: Database, query: ListQuery & { sort_by: PageSortable }): Promise<ListPage<StaticPageRow>> {
  const page = await readPage(query, pagesPage(db, listShape(query)));
  return { rows: page.rows.map(toPageRow), count: page.count };
}

export async function findPage(db: Database, id: number): Promise<PageRecord> {
  const [page] = await db.select(pageColumns).from(staticPages).where(eq(staticPages.id, id));
  if (!page) throw new HttpError(404, PAGE_NOT_FOUND);
  return page;
}
