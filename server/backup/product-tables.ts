/**
 * Which tables a backup holds: every table of the product's database, the core's and each area's
 * (areas/<area>/server/tables.ts), as its migrations made them, read from PostgreSQL's catalogue
 * rather than from a list in the code that a new area could be missing from. In an order where
 * the tables a row refers to come before it, so a restore can copy them back one by one.
 */
import type pg from 'pg';

export type TableReferences = { name: string; refs: string[] };

/** The tables, each after the ones it refers to (a table's references to itself aside). */
export function referencesFirst(tables: readonly TableReferences[]): string[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`The tables refer to each other in a circle: ${[...path, name].join(' → ')}`);
    state.set(name, 'visiting');
    for (const ref of byName.get(name)?.refs ?? []) if (ref !== name && byName.has(ref)) visit(ref, [...path, name]);
    state.set(name, 'done');
    ordered.push(name);
  };
  // By name first, so the order is the same on every database with the same tables.
  for (const name of [...byName.keys()].sort()) visit(name, []);
  return ordered;
}

export async function productTables(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<TableReferences>(
    // As text: node-postgres reads a text[] as an array, a name[] as one string.
    `select c.relname::text as name,
            coalesce(array_agg(distinct r.relname::text) filter (where r.relname is not null), '{}') as refs
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f'
       left join pg_class r on r.oid = k.confrelid
      where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition
      group by c.relname`,
  );
  return referencesFirst(rows);
}
