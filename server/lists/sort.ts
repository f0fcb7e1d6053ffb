/**
 * List order (spec section 7): only the columns a list whitelists (the contract's picklist refuses
 * any other), text compared case-insensitively, and the id as the last key so rows that tie keep
 * one order from page to page.
 */
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '../../src/api/contract/list';

/** Text is sorted by lower(): "anna" and "Anna" sit together whatever the database's collation. */
export const caseless = (column: AnyColumn | SQL) => sql`lower(${column})`;

export function listOrder<TColumn extends string>(
  columns: Record<TColumn, AnyColumn | SQL>,
  sortBy: TColumn,
  order: SortOrder,
  id: AnyColumn,
): SQL[] {
  const direction = order === 'ASC' ? asc : desc;
  return [direction(columns[sortBy]), direction(id)];
}
