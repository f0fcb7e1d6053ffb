/**
 * `GET search?q=` (issue #15 item 6): the command palette's one search across the areas a
 * palette can open a record of. The list's search rules (case-insensitive "contains" over each
 * row's search text, `%` and `_` meaning themselves), at most SEARCH_HITS_PER_AREA rows per area,
 * and only the areas the caller's role opens (the server filters, as the module guard would).
 */
import * as v from 'valibot';
import { envelope } from './envelope';
import { SEARCH_MAX_LENGTH } from './list';
import { noNul } from './fields';
import { MODULES } from './modules';

export const searchPaths = { find: 'search' } as const;

export const SEARCH_HITS_PER_AREA = 5;

export const searchQuery = v.object({
  q: v.optional(v.pipe(v.string('q must be text'), noNul(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH, `at most ${SEARCH_MAX_LENGTH} characters`)), ''),
});

export const searchHit = v.object({
  /** The area of the hit: its route and module; the areas searched are those whose declaration says so (server/search/search-source.ts). */
  area: v.picklist(MODULES),
  id: v.number(),
  /** The row's name as its list shows it (a person's full name, a class's name…). */
  label: v.string(),
  /** A second line: the e-mail of a person, '' when there is none. */
  detail: v.string(),
});
export type SearchHit = v.InferOutput<typeof searchHit>;

export const searchResponse = envelope(v.object({ hits: v.array(searchHit) }));
