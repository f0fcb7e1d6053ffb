/**
 * Where the tab keeps the list view a form returns to (list-return.ts), and its forgetting at
 * sign-out: apart, so the sign-out in the first load does not carry the lists' reading of it.
 */
export const LIST_RETURN_KEY = 'mise.listReturn';

/** Signing out forgets the view: the next admin of this tab starts from the bare lists. */
export function forgetListView(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(LIST_RETURN_KEY);
}
