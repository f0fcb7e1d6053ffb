/** What a list's CSV export needs (server/routes/exports.ts): its path, file name, list request, row schema and list query. */
import type * as v from 'valibot';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { Database } from '../db/client';

type RowSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export type Exported<TQuery extends ListQuery> = {
  path: string;
  /** The file's name before the date: `chefs-2026-11-24.csv`. */
  name: string;
  request: v.GenericSchema<unknown, TQuery>;
  row: RowSchema;
  list: (db: Database, query: TQuery) => Promise<ListPage<unknown>>;
};

/** An area's export, its query type checked against its list, kept as any list's. */
export const exported = <TQuery extends ListQuery>(entry: Exported<TQuery>) => entry as unknown as Exported<ListQuery>;
