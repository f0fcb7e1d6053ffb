/** A list's query read from and written to the address (issue #31 item 4): the address is never trusted. */
import { describe, expect, it } from 'vitest';
import { addressOfQuery, queryFromAddress } from '../../src/app/kit/list-address';

const chefs = { columns: [{ id: 'name', header: 'chef.column.name', sortKey: 'name', cell: () => null }], status: { isActive: () => true, sortKey: 'is_active' } } as never;
const activity = {
  columns: [],
  filters: [
    { kind: 'choice', name: 'admin' },
    { kind: 'day', name: 'from' },
  ],
} as never;

describe('list address', () => {
  it('reads search, sort, order and page, and writes them back the same', () => {
    const query = queryFromAddress('?search=ada&sort_by=name&order=ASC&page=3', chefs);
    expect(query).toEqual({ search: 'ada', sort_by: 'name', order: 'ASC', page: 3 });
    expect(addressOfQuery(query)).toBe('?search=ada&sort_by=name&order=ASC&page=3');
  });

  it('leaves the default view out of the address', () => {
    expect(addressOfQuery(queryFromAddress('', chefs))).toBe('');
  });

  it('falls back to the default sort for a column the list does not sort by, and its order with it', () => {
    expect(queryFromAddress('?sort_by=password_hash&order=ASC', chefs)).toMatchObject({ sort_by: 'created_at', order: 'DESC' });
    expect(queryFromAddress('?sort_by=is_active&order=sideways', chefs)).toMatchObject({ sort_by: 'is_active', order: 'DESC' });
  });

  it.each(['0', '-2', '2.5', 'three', '1e3', '99999999999', ''])('reads page %j as page 1', (page) => {
    expect(queryFromAddress(`?page=${page}`, chefs).page).toBe(1);
  });

  it('trims the search, drops NUL and keeps it within the search limit', () => {
    expect(queryFromAddress(`?search=${encodeURIComponent(' a\0da ')}`, chefs).search).toBe('ada');
    expect(queryFromAddress(`?search=${'x'.repeat(500)}`, chefs).search).toHaveLength(200);
  });

  it('reads only the area’s own filters, a day only as a day', () => {
    expect(queryFromAddress('?admin=3&from=2026-11-01&role=super', activity).filters).toEqual({ admin: '3', from: '2026-11-01' });
    expect(queryFromAddress('?from=yesterday', activity).filters).toEqual({});
    expect(queryFromAddress('?admin=3', chefs).filters).toBeUndefined();
  });
});
