/**
 * One page of a list (spec section 7): PAGE_SIZE rows from 1-based `page`, and the true count of
 * the rows the search matches. A page past the end has no rows and still the true count.
 *
 * With a search, every matching row is read anyway to sort it, so the count rides along as a
 * window (`count(*) over()`) in the same query. Without one, the first page comes straight off
 * an index and counting would spoil that, so the count is its own query, run alongside.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ListPage } from '../../src/api/contract/list';
import { PAGE_SIZE } from '../../src/constants';

export type PageWindow = {
  limit: number;
  offset: number;
  /** Select it as `total`: the count of all matching rows, or 0 when the count comes separately. */
  total: SQL<number>;
};

const windowTotal = () => sql<number>`count(*) over()`.mapWith(Number);
const noTotal = () => sql<number>`0`.mapWith(Number);

export async function readPage<TRow extends { total: number }>(
  query: { search: string; page: number; pageSize?: number },
  read: {
    rows(window: PageWindow): Promise<TRow[]>;
    count(): Promise<number>;
  },
): Promise<ListPage<Omit<TRow, 'total'>>> {
  const size = query.pageSize ?? PAGE_SIZE;
  const window = (total: SQL<number>): PageWindow => ({ limit: size, offset: (query.page - 1) * size, total });
  const strip = (rows: TRow[]) => rows.map(({ total: _total, ...row }) => row);

  if (query.search === '') {
    const [rows, count] = await Promise.all([read.rows(window(noTotal())), read.count()]);
    return { rows: strip(rows), count };
  }
  const rows = await read.rows(window(windowTotal()));
  // A page past the end has no row to carry the count.
  const count = rows[0]?.total ?? (query.page > 1 ? await read.count() : 0);
  return { rows: strip(rows), count };
}
