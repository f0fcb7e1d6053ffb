/**
 * "Select all matching" (issue #31 item 4): the ids of every row a list's search and filters
 * match, read by the area's own list query (the one its list and CSV export use) in pages, in one
 * read-only, repeatable-read transaction so the pages agree. More than BULK_MAX_MATCHING rows is
 * refused before anything changes: the admin narrows the search instead.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { BULK_MAX_MATCHING } from '../../src/api/contract/bulk';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { Database } from '../db/client';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/http-error';

/** Rows read per query while gathering the ids. */
const MATCH_PAGE_ROWS = 2000;

export type ListRows = (db: Database, query: ListQuery) => Promise<ListPage<unknown>>;

/** `confirmed`: the count the admin was shown; another count now (rows added or gone) changes nothing. */
export function matchingIds(deps: AppDeps, list: ListRows, query: ListQuery, confirmed: number): Promise<number[]> {
  return deps.db.transaction(
    async (tx) => {
      const ids: number[] = [];
      for (let page = 1; ; page += 1) {
        const { rows, count } = await list(tx as unknown as Database, { ...query, page, pageSize: MATCH_PAGE_ROWS });
        if (count > BULK_MAX_MATCHING) throw new HttpError(400, answer('bulk.too_many', { count, max: BULK_MAX_MATCHING }));
        if (count !== confirmed) throw new HttpError(409, answer('bulk.count_changed', { count, confirmed }));
        ids.push(...rows.map((row) => (row as { id: number }).id));
        if (rows.length < MATCH_PAGE_ROWS) return ids;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
