/**
 * What an area gives the command palette's search (server/search/find-records.ts), in its
 * declaration (areas/<area>/server/server-area.ts, `search`): its table, each row's name and
 * second line as its list shows them, the search text the list's own rule reads, and its list
 * call (whoever may call it may find its rows). An area without it is not searched.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Module } from '../../src/api/contract/modules';

export type SearchSource = {
  /** The hit's area: its route and module (`/chef/edit/7`). */
  area: Module;
  table: PgTable;
  id: PgColumn;
  label: SQL;
  detail: SQL;
  searchText: AnyColumn;
  listPath: string;
};

/** A person's name as the palette shows it (no stray space when one part is empty). */
export const searchedName = (first: AnyColumn, last: AnyColumn) => sql<string>`trim(${first} || ' ' || ${last})`;
export const shownAs = (column: AnyColumn) => sql<string>`${column}`;
/** No second line. */
export const NO_DETAIL = sql<string>`''`;
