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

export const searchPaths = { find: 'search' } as const;

/** The areas with records a palette finds, in the sidebar's order. Each is its route and module. */
export const SEARCHED_AREAS = ['admin', 'user', 'chef', 'meal', 'class', 'ingredients'] as const;
export type SearchedArea = (typeof SEARCHED_AREAS)[number];

export const SEARCH_HITS_PER_AREA = 5;

export const searchQuery = v.object({
  q: v.optional(v.pipe(v.string('q must be text'), noNul(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH, `at most ${SEARCH_MAX_LENGTH} characters`)), ''),
});

export const searchHit = v.object({
  area: v.picklist(SEARCHED_AREAS),
  id: v.number(),
  /** The row's name as its list shows it (a person's full name, a class's name…). */
  label: v.string(),
  /** A second line: the e-mail of a person, '' when there is none. */
  detail: v.string(),
});
export type SearchHit = v.InferOutput<typeof searchHit>;

export const searchResponse = envelope(v.object({ hits: v.array(searchHit) }));
