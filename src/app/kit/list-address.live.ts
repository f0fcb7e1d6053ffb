/**
 * Writes a list's query into the address (list-address.ts). Always in place (`replaceState`):
 * every keystroke's search, sort and page would otherwise be a history entry of its own, and Back
 * would step through them instead of going to the screen before the list. The list's one entry
 * is kept current, so Back from a record it opened lands on the view that was left.
 * Not through the router's navigate: this is no move to another screen, so the leave guard
 * (main.tsx, `aroundNav`) has nothing to ask.
 * The view is also kept for the tab's forms: a save, Cancel or Back returns to it (list-return.ts).
 */
import type { ListQuery } from '../../api/contract/list';
import { addressOfQuery } from './list-address';
import { listReturnAddress, rememberListView } from './list-return';

export function replaceListAddress(path: string, query: ListQuery) {
  const { pathname, search, hash } = window.location;
  // A query written after the list was left (its last load) must not land on the next screen.
  if (pathname !== path) return;
  const next = addressOfQuery(query);
  rememberListView(sessionStorage, path, next);
  if (next !== search) window.history.replaceState(window.history.state, '', `${path}${next}${hash}`);
}

/** Where a form of the list at `path` returns to: the view the admin came from in this tab, or the bare list. */
export const listViewToReturnTo = (path: string) => listReturnAddress(sessionStorage, path);
