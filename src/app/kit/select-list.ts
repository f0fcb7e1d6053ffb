/** View flags of a list screen, derived from the list machine's snapshot (never stored). */
import type { SnapshotFrom } from 'xstate';
import { pageCount, type listMachine } from '../../machines/list.machine';
import type { TableStatus } from '../../ui/data-table';

type ListSnapshot = SnapshotFrom<typeof listMachine>;

/** Failed, or asking again by itself after the server came back: the failure shows until the rows come. */
const selectFailed = (s: ListSnapshot) => s.matches('failed') || s.matches('askingAgain');

/** While typing pauses the old rows stay on screen, as loaded. */
export const selectTableStatus = (s: ListSnapshot): TableStatus =>
  selectFailed(s) ? 'failed' : s.matches('loading') ? 'loading' : 'ready';

/** The search box shows progress from the first keystroke until the new rows are in. */
export const selectSearching = (s: ListSnapshot) => s.matches('debouncing') || (s.matches('loading') && s.context.query.search !== '');

export const selectSort = (s: ListSnapshot) => ({ key: s.context.query.sort_by, order: s.context.query.order });

export const selectPaging = (s: ListSnapshot) => ({
  page: s.context.query.page,
  pageCount: pageCount(s.context.count),
  total: s.context.count,
});

/** Failed with rows still shown: a strip offers to try again above them. */
export const selectStale = (s: ListSnapshot) => selectFailed(s) && s.context.rows.length > 0;

/** The row count is worth showing once a page has been read (not while the first loads, nor after it failed). */
export const selectCountKnown = (s: ListSnapshot) => s.matches('ready') || s.matches('debouncing') || s.context.rows.length > 0;

/** The search the rows on screen answer (not what is being typed). */
export const selectAppliedSearch = (s: ListSnapshot) => s.context.query.search;
