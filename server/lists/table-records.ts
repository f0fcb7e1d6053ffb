/**
 * The list and the find of an area whose rows come from one table (issue #34 item 3): its page
 * of rows for a list call (search over the table's `searchText`, the contract's sort columns, the
 * statements built once per shape: page-statements.ts), and one record by id, or the area's
 * not-found answer. An area gives its table, the columns it reads, how a record becomes the
 * contract's row, its sort columns and its not-found answer; a list that joins or filters
 * (admins, classes, the activity log) builds its own statements with pageStatements.
 */
import { count, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Answer } from '../../src/api/contract/answer-codes';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { listShape, readPage } from './page';
import { pageStatements } from './page-statements';

type SearchableTable = PgTable & { id: PgColumn; searchText: PgColumn };

export type TableRecords<TRecord, TRow, TSortable extends string> = {
  list: (db: Database, query: ListQuery & { sort_by: TSortable }) => Promise<ListPage<TRow>>;
  find: (db: Database, id: number) => Promise<TRecord>;
};

export function tableRecords<TRecord, TRow, TSortable extends string>(area: {
  table: SearchableTable;
  /** What a record holds: `TRecord`'s fields, each read from its column. */
  columns: Record<keyof TRecord & string, PgColumn>;
  toRow: (record: TRecord) => TRow;
  sortColumns: Record<TSortable, AnyColumn | SQL>;
  notFound: Answer;
}): TableRecords<TRecord, TRow, TSortable> {
  const page = pageStatements({
    rows: (db, total) => db.select({ ...area.columns, total }).from(area.table).$dynamic(),
    count: (db) => db.select({ n: count() }).from(area.table).$dynamic(),
    search: [area.table.searchText],
    sortColumns: area.sortColumns,
    id: area.table.id,
  });
  // Drizzle's types cannot follow a selection through a generic table: the columns name TRecord's fields.
  const asRecord = (selected: unknown) => selected as TRecord;
  return {
    async list(db, query) {
      const read = await readPage(query, page(db, listShape(query)));
      return { rows: read.rows.map((row) => area.toRow(asRecord(row))), count: read.count };
    },
    async find(db, id) {
      const [record] = await db.select(area.columns).from(area.table).where(eq(area.table.id, id));
      if (!record) throw new HttpError(404, area.notFound);
      return asRecord(record);
    },
  };
}
