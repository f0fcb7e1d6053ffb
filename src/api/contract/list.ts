/**
 * The shared list call (spec section 7): JSON body sort_by, order, search, page (1-based);
 * answer data.rows and data.count. `count` is a number in most lists and an array in the user
 * list (spec section 3 records both readings), so the response schema accepts both and
 * always yields a number.
 */
import * as v from 'valibot';
import { DEFAULT_ORDER, DEFAULT_SORT_BY } from '../../constants';
import { envelope } from './envelope';
import { noNul } from './fields';

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const SEARCH_MAX_LENGTH = 200;
/**
 * Far beyond any real list, far below where the row offset ((page - 1) × page size) overflows
 * PostgreSQL's bigint (about 9.2×10^17 pages), which would answer 500.
 */
export const LIST_MAX_PAGE = 1_000_000_000;

const search = v.optional(v.pipe(v.string('search must be text'), noNul(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH, 'search is too long')), '');

/** A list request whose sort_by is limited to the columns a list whitelists. */
export const listRequest = <TColumn extends string>(sortable: readonly [TColumn, ...TColumn[]]) =>
  v.object({
    sort_by: v.optional(v.picklist(sortable, `sort_by must be one of: ${sortable.join(', ')}`), DEFAULT_SORT_BY as TColumn),
    order: v.optional(v.picklist(SORT_ORDERS, 'order must be ASC or DESC'), DEFAULT_ORDER),
    search,
    page: v.optional(v.pipe(v.number('page must be a number'), v.integer('page must be a whole number'), v.minValue(1, 'page starts at 1'), v.maxValue(LIST_MAX_PAGE, `page must be at most ${LIST_MAX_PAGE}`)), 1),
  });

export type ListQuery = {
  sort_by: string;
  order: SortOrder;
  search: string;
  page: number;
  /**
   * A list's own filters beside the search (the activity log's admin, area and days), by name;
   * absent or '' when unset. Each area's fetchPage maps them into its request body.
   */
  filters?: Readonly<Record<string, string>>;
  /**
   * The server's own page size for a CSV export, which reads a list in large pages. Never from a
   * request: the list schema has no such field, so valibot drops it.
   */
  pageSize?: number;
};

const count = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  v.pipe(v.array(v.unknown()), v.transform((rows) => rows.length)),
]);

export const listResponse = <TRow extends v.GenericSchema>(row: TRow) =>
  envelope(v.object({ rows: v.array(row), count }));

export type ListPage<TRow> = { rows: TRow[]; count: number };

/** A class-form look-up (`GET …/list-chef?search&sort_by&order`): every active row, no paging. */
export const lookupQuery = <TColumn extends string>(sortable: readonly [TColumn, ...TColumn[]], defaultSort: TColumn) =>
  v.object({
    search,
    sort_by: v.optional(v.picklist(sortable, `sort_by must be one of: ${sortable.join(', ')}`), defaultSort),
    order: v.optional(v.picklist(SORT_ORDERS, 'order must be ASC or DESC'), 'ASC'),
  });
