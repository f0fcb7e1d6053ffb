/**
 * A list's statements built once per shape (its sort, order, and whether a search or a filter is
 * given) and per database handle, then executed with the values of each call.
 *
 * Why: Drizzle builds the SQL of a select anew on every call, and for chef/list that cost about
 * 0.25 ms of the server's 0.85 ms of CPU per call, more than node-postgres and the HTTP layer
 * (issue #11 item 5). The shapes are few (the contract whitelists the sort columns), so the cache
 * stays small; a transaction (the exports) gets its own, since a statement is bound to its client.
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client';
import { PAGE_LIMIT, PAGE_OFFSET, pageTotal, type ListShape, type PageStatements } from './page';
import { searchCondition } from './search';
import { listOrder } from './sort';

type Handle = Database | Transaction;

/**
 * The query built into SQL now and sent unnamed on each call. Drizzle's types ask for a name, but a
 * named statement would let PostgreSQL settle, after five calls, on one generic plan for every
 * search text; unnamed, it plans each call for its own text, as an unprepared query does (a
 * trigram search for a rare surname and one for a common first name want different plans).
 */
export const builtOnce = <TPrepared>(query: { prepare(name: string): TPrepared }): TPrepared =>
  query.prepare(undefined as unknown as string);

export function statementsByShape<TShape extends Record<string, string | boolean>, TStatements>(
  build: (db: Handle, shape: TShape) => TStatements,
): (db: Handle, shape: TShape) => TStatements {
  const byHandle = new WeakMap<Handle, Map<string, TStatements>>();
  return (db, shape) => {
    let shapes = byHandle.get(db);
    if (!shapes) byHandle.set(db, (shapes = new Map()));
    const key = Object.keys(shape)
      .sort()
      .map((name) => `${name}=${shape[name]}`)
      .join('&');
    let statements = shapes.get(key);
    if (!statements) shapes.set(key, (statements = build(db, shape)));
    return statements;
  };
}

type RowOf<TSelect extends PgSelect> = Awaited<ReturnType<TSelect['execute']>>[number];

/**
 * A list's two statements (server/lists/page.ts) from what sets it apart: what it selects and from
 * where (`rows` selects `total` beside its columns), what it counts, its condition (`search`: the
 * lower-cased texts a search looks in; or `where`, its own condition for a shape), and its sort
 * columns (the id last, so ties keep one order).
 */
export function pageStatements<
  TSortable extends string,
  TSelect extends PgSelect,
  TCount extends PgSelect,
  TShape extends ListShape<TSortable> = ListShape<TSortable>,
>(
  list: {
    rows: (db: Handle, total: SQL<number>) => TSelect;
    count: (db: Handle) => TCount;
    sortColumns: Record<TSortable, AnyColumn | SQL>;
    id: AnyColumn;
  } & ({ search: ReadonlyArray<AnyColumn | SQL> } | { where: (db: Handle, shape: TShape) => SQL | undefined }),
): (db: Handle, shape: TShape) => PageStatements<RowOf<TSelect> & { total: number }> {
  const whereOf = 'where' in list ? list.where : (_db: Handle, shape: TShape) => (shape.searched ? searchCondition(list.search) : undefined);
  return statementsByShape((db, shape: TShape) => {
    const where = whereOf(db, shape);
    const rows = list
      .rows(db, pageTotal(shape))
      .where(where)
      .orderBy(...listOrder(list.sortColumns, shape.sortBy, shape.order, list.id))
      .limit(PAGE_LIMIT)
      .offset(PAGE_OFFSET);
    // Drizzle's generic select types do not carry the rows' shape through `where` and `orderBy`.
    return {
      rows: builtOnce(rows) as unknown as PageStatements<RowOf<TSelect> & { total: number }>['rows'],
      count: builtOnce(list.count(db).where(where)) as unknown as PageStatements<{ total: number }>['count'],
    };
  });
}
