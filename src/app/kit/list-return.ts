/**
 * Where a form returns to (issue #31 item 4): the list view the admin came from in this tab, its
 * search, sort, page and filters as its address had them (list-address.ts), or the bare list when
 * they came from elsewhere (a pasted link, another list). The list that writes its address keeps
 * it here too, one list at a time, in the tab's session storage: a form reloaded (a new version,
 * a crash) still returns there. What is read back is checked: only the list's own path with a
 * query string, never another address.
 */
import { LIST_RETURN_KEY } from './list-return-key';

export { LIST_RETURN_KEY, forgetListView } from './list-return-key';

type Stored = { path: string; search: string };

/** A query string as list-address.ts writes it: empty, or "?" and no fragment, space or backslash. */
const isQuery = (search: unknown): search is string => typeof search === 'string' && /^(\?[^#\s\\]*)?$/.test(search);

/** The list at `path` now shows the view of `search` (e.g. "?search=ada&sort_by=name"). */
export function rememberListView(storage: Pick<Storage, 'setItem'>, path: string, search: string): void {
  try {
    storage.setItem(LIST_RETURN_KEY, JSON.stringify({ path, search } satisfies Stored));
  } catch {
    // Storage full or refused: the form returns to the bare list.
  }
}

/** The address of the list at `path` as the admin last saw it in this tab, or the bare list. */
export function listReturnAddress(storage: Pick<Storage, 'getItem'>, path: string): string {
  try {
    const stored = JSON.parse(storage.getItem(LIST_RETURN_KEY) ?? 'null') as Partial<Stored> | null;
    return stored?.path === path && isQuery(stored.search) ? `${path}${stored.search}` : path;
  } catch {
    return path;
  }
}
