/**
 * One page of a list (spec section 7): PAGE_SIZE rows from 1-based `page`, and the true count of
 * the rows the search matches. A page past the end has no rows and still the true count.
 *
 * With a search, every matching row is read anyway to sort it, so the count rides along as a
 * window (`count(*) over()`) in the same query. Without one, the first page comes straight off
 * an index and counting would spoil that, so the count is its own query, run alongside.
 *
 * A list's two statements are built once per shape (server/lists/page-statements.ts), so the
 * page's bounds and the search text go in as placeholders: PAGE_LIMIT, PAGE_OFFSET and
 * SEARCH_PATTERN (server/lists/search.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ListPage, SortOrder } from '../../src/api/contract/list';
import { PAGE_SIZE } from '../../src/constants';
import { searchPattern } from './search';

export const PAGE_LIMIT = sql.placeholder('limit');
export const PAGE_OFFSET = sql.placeholder('offset');

/** What decides a list's SQL: the sort, and whether there is a search (the values do not). */
export type ListShape<TSortable extends string> = { sortBy: TSortable; order: SortOrder; searched: boolean };

export const listShape = <TSortable extends string>(query: { search: string; sort_by: TSortable; order: SortOrder }): ListShape<TSortable> => ({
  sortBy: query.sort_by,
  order: query.order,
  searched: query.search !== '',
});

/** Select it as `total`: the count of all matching rows with a search, else 0 (the count comes apart). */
export const pageTotal = (shape: { searched: boolean }): SQL<number> =>
  (shape.searched ? sql<number>`count(*) over()` : sql<number>`0`).mapWith(Number);

type Statement<TResult> = { execute(values?: Record<string, unknown>): Promise<TResult> };

export type PageStatements<TRow extends { total: number }> = {
  rows: Statement<TRow[]>;
  count: Statement<{ n: number }[]>;
};

/** `values`: what the statements' own placeholders (filters) take, beside the page and the search. */
export async function readPage<TRow extends { total: number }>(
  query: { search: string; page: number; pageSize?: number },
  statements: PageStatements<TRow>,
  values: Record<string, unknown> = {},
): Promise<ListPage<Omit<TRow, 'total'>>> {
  const size = query.pageSize ?? PAGE_SIZE;
  const all = { ...values, limit: size, offset: (query.page - 1) * size, pattern: searchPattern(query.search) };
  const strip = (rows: TRow[]) => rows.map(({ total: _total, ...row }) => row);
  const counted = async () => (await statements.count.execute(all))[0]!.n;

  if (query.search === '') {
    const [rows, count] = await Promise.all([statements.rows.execute(all), counted()]);
    return { rows: strip(rows), count };
  }
  const rows = await statements.rows.execute(all);
  // A page past the end has no row to carry the count.
  const count = rows[0]?.total ?? (query.page > 1 ? await counted() : 0);
  return { rows: strip(rows), count };
}
