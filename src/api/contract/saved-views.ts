/**
 * Saved list views (issue #31 item 4): an admin names a list's query and opens it again later.
 * Each list's calls sit beside its export, under the area's prefix (so the area's module guards
 * them): `GET <area>/views` (the signed-in admin's own), `POST <area>/views` `{name, query}` (a name
 * saved again replaces its query) and `DELETE <area>/views/:id`. The query is the list's address
 * query string as name→value pairs (src/app/kit/list-address.ts), checked again when opened.
 */
import * as v from 'valibot';
import { envelope } from './envelope';
import { noNul, REQUIRED } from './fields';

/** `chef/export` → `chef/views`: every list has an export, so every list can keep views. */
export const viewsPathOf = (exportPath: string) => exportPath.replace(/\/export$/, '/views');

export const SAVED_VIEW_NAME_MAX = 60;
/** A list's query has a handful of parameters (search, sort, order, page, its filters). */
export const SAVED_VIEW_MAX_PARAMS = 12;
export const SAVED_VIEW_VALUE_MAX = 200;
/** Per admin and list: a menu, not a store. */
export const SAVED_VIEWS_PER_LIST = 30;

export const saveViewRequest = v.object({
  name: v.pipe(
    v.string('name must be text'),
    noNul(),
    v.trim(),
    v.minLength(1, REQUIRED),
    v.maxLength(SAVED_VIEW_NAME_MAX, `name may be at most ${SAVED_VIEW_NAME_MAX} characters`),
  ),
  query: v.pipe(
    v.record(
      v.pipe(v.string(), v.regex(/^[a-z_]{1,30}$/, 'query names are short lowercase words')),
      v.pipe(v.string('query values must be text'), noNul(), v.maxLength(SAVED_VIEW_VALUE_MAX, `query values may be at most ${SAVED_VIEW_VALUE_MAX} characters`)),
      'query must be name and value pairs',
    ),
    v.check((query) => Object.keys(query).length <= SAVED_VIEW_MAX_PARAMS, `query may hold at most ${SAVED_VIEW_MAX_PARAMS} values`),
  ),
});
export type SaveViewRequest = v.InferOutput<typeof saveViewRequest>;

export const savedView = v.object({ id: v.number(), name: v.string(), query: v.record(v.string(), v.string()) });
export type SavedView = v.InferOutput<typeof savedView>;
export const savedViewsResponse = envelope(v.array(savedView));
export const savedViewResponse = envelope(savedView);
