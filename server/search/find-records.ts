/**
 * The command palette's search (src/api/contract/search.ts): the first few rows of each area the
 * caller's role opens whose search text contains the words typed, with the list's own rule
 * (server/lists/search.ts) and its trigram indexes, newest first. One query per area, run
 * together. The areas searched are those whose declaration gives a `search` (search-source.ts),
 * in the sidebar's order.
 */
import { desc } from 'drizzle-orm';
import { SEARCH_HITS_PER_AREA, type SearchHit } from '../../src/api/contract/search';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { SERVER_AREAS } from '../areas';
import { mayCall } from '../auth/area-access';
import type { AdminProfile } from '../auth/signed-in';
import type { Database } from '../db/client';
import { searchWhere } from '../lists/search';
import type { SearchSource } from './search-source';

const SOURCES: readonly SearchSource[] = SERVER_AREAS.flatMap(({ search }) => (search ? [search] : []));

/** The areas whose rows this admin may see: the same table the module guard reads. */
const searchableSources = (admin: Pick<AdminProfile, 'userType' | 'modules'>): SearchSource[] =>
  SOURCES.filter((source) => mayCall(admin, `${ADMIN_API_BASE}${source.listPath}`));

export async function findRecords(db: Database, admin: Pick<AdminProfile, 'userType' | 'modules'>, words: string): Promise<SearchHit[]> {
  if (words === '') return [];
  const perArea = await Promise.all(
    searchableSources(admin).map(async (source) => {
      const rows = await db
        .select({ id: source.id, label: source.label, detail: source.detail })
        .from(source.table)
        .where(searchWhere(words, [source.searchText]))
        .orderBy(desc(source.id))
        .limit(SEARCH_HITS_PER_AREA);
      return rows.map((row) => ({ area: source.area, id: Number(row.id), label: String(row.label), detail: String(row.detail ?? '') }));
    }),
  );
  return perArea.flat();
}
