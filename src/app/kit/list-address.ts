/**
 * A list's query in the address (issue #31 item 4): `?search=ada&sort_by=name&order=ASC&page=3`
 * plus the area's own filters by name, so a reload, Back from a record or a pasted link shows the
 * same rows. What the address says is checked against the area, never trusted: an unknown sort
 * column or order falls back to the default, a page that is not a whole number from 1 is page 1,
 * and only the area's own filters are read. Defaults are left out, so an untouched list is `/chef`.
 */
import { SEARCH_MAX_LENGTH, SORT_ORDERS, LIST_MAX_PAGE, type ListQuery, type SortOrder } from '../../api/contract/list';
import { DEFAULT_ORDER, DEFAULT_SORT_BY } from '../../constants';
import type { ListArea } from './list-area';

/** What the address needs of an area: its sortable columns and its filters. */
type AddressedArea = Pick<ListArea<never>, 'columns' | 'status' | 'filters'>;

const FILTER_MAX_LENGTH = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The columns the area's headers sort by, and the default one. */
export function sortableColumns(area: AddressedArea): Set<string> {
  const keys = area.columns.map((column) => column.sortKey);
  return new Set([DEFAULT_SORT_BY, ...keys, area.status?.sortKey].filter((key): key is string => typeof key === 'string'));
}

const isOrder = (value: string | null): value is SortOrder => (SORT_ORDERS as readonly (string | null)[]).includes(value);

function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,10}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= LIST_MAX_PAGE ? page : 1;
}

/** The query an address asks for, made safe for the area. */
export function queryFromAddress(search: string, area: AddressedArea): ListQuery {
  const params = new URLSearchParams(search);
  const sortBy = params.get('sort_by');
  const known = sortBy !== null && sortableColumns(area).has(sortBy);
  const order = params.get('order');
  const filters: Record<string, string> = {};
  for (const filter of area.filters ?? []) {
    const value = params.get(filter.name)?.trim() ?? '';
    const fits = filter.kind === 'day' ? DAY.test(value) : value !== '' && value.length <= FILTER_MAX_LENGTH;
    if (fits) filters[filter.name] = value;
  }
  return {
    search: (params.get('search') ?? '').replaceAll('\0', '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort_by: known ? sortBy : DEFAULT_SORT_BY,
    order: known && isOrder(order) ? order : DEFAULT_ORDER,
    page: pageOf(params.get('page')),
    ...(area.filters ? { filters } : {}),
  };
}

/** The address's query string for a list query ('' for the default view). */
export function addressOfQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.search !== '') params.set('search', query.search);
  if (query.sort_by !== DEFAULT_SORT_BY || query.order !== DEFAULT_ORDER) {
    params.set('sort_by', query.sort_by);
    params.set('order', query.order);
  }
  if (query.page !== 1) params.set('page', String(query.page));
  for (const [name, value] of Object.entries(query.filters ?? {})) if (value !== '') params.set(name, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
