/** The command palette's search call (`GET search?q=`, src/api/contract/search.ts). */
import type { ApiClient } from './client';
import { searchPaths, searchResponse, type SearchHit } from './contract/search';

export async function searchRecords(client: ApiClient, q: string, signal?: AbortSignal): Promise<SearchHit[]> {
  return (await client.call(searchResponse, searchPaths.find, { method: 'GET', query: { q }, signal })).data.hits;
}
