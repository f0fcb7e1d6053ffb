/**
 * Writes a list's query into the address (list-address.ts). Always in place (`replaceState`):
 * every keystroke's search, sort and page would otherwise be a history entry of its own, and Back
 * would step through them instead of going to the screen before the list. The list's one entry
 * is kept current, so Back from a record it opened lands on the view that was left.
 * Not through the router's navigate: this is no move to another screen, so the leave guard
 * (main.tsx, `aroundNav`) has nothing to ask.
 */
import type { ListQuery } from '../../api/contract/list';
import { addressOfQuery } from './list-address';

/** Each list's last query string in this tab, so a form that saves goes back to the view it came from. */
const lastQueryOf = new Map<string, string>();

export function replaceListAddress(path: string, query: ListQuery) {
  const { pathname, search, hash } = window.location;
  // A query written after the list was left (its last load) must not land on the next screen.
  if (pathname !== path) return;
  const next = addressOfQuery(query);
  lastQueryOf.set(path, next);
  if (next !== search) window.history.replaceState(window.history.state, '', `${path}${next}${hash}`);
}

/** A list's address as this tab last showed it (`/chef?search=ada&page=3`), or its bare path. */
export const lastListAddress = (path: string) => `${path}${lastQueryOf.get(path) ?? ''}`;
