/** The list rules that matter most, pinned by hand (react-admin's queryReducer habits). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import { listMachine } from '../../src/machines/list.machine';

type Call = { query: ListQuery; signal: AbortSignal };

function start(answer: (query: ListQuery) => ListPage<unknown> | Promise<ListPage<unknown>>) {
  const calls: Call[] = [];
  const actor = createActor(
    listMachine.provide({
      actors: {
        fetchPage: fromPromise(async ({ input, signal }) => {
          calls.push({ query: input, signal });
          return answer(input);
        }),
      },
    }),
    { input: {} },
  ).start();
  return { actor, calls };
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));

describe('list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // Issue #33 item 3: a record changed elsewhere.
  it('reads the page again in place on a change elsewhere; held back while selecting or typing, counted until fresh rows come', async () => {
    const { actor, calls } = start(() => ({ rows: rows(10), count: 42 }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.page', page: 2 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.remote', hold: false });
    await vi.advanceTimersByTimeAsync(0);
    // The same page, the same query, read again.
    expect(calls.map((c) => c.query.page)).toEqual([1, 2, 2]);
    expect(actor.getSnapshot().context.remoteChanges).toBe(0);

    actor.send({ type: 'list.remote', hold: true });
    actor.send({ type: 'list.remote', hold: true });
    actor.send({ type: 'list.search', text: 'ad' });
    actor.send({ type: 'list.remote', hold: false });
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().context.remoteChanges).toBe(3);
    // The search the admin typed is what comes next, and its rows are fresh: nothing is held any more.
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.at(-1)?.query).toMatchObject({ search: 'ad', page: 1 });
    expect(actor.getSnapshot().context.remoteChanges).toBe(0);
    actor.send({ type: 'list.remote', hold: true });
    actor.send({ type: 'list.reload' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.remoteChanges).toBe(0);
    expect(calls).toHaveLength(5);
  });

  it('first asks for page 1 sorted by created_at, newest first', async () => {
    const { calls } = start(() => ({ rows: rows(10), count: 42 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.query)).toEqual([{ search: '', sort_by: 'created_at', order: 'DESC', page: 1 }]);
  });

  it('sends the search once, 500 ms after the last keystroke, on page 1', async () => {
    const { actor, calls } = start(() => ({ rows: rows(10), count: 42 }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.page', page: 3 });
    await vi.advanceTimersByTimeAsync(0);
    for (const text of ['a', 'ad', 'ada']) {
      actor.send({ type: 'list.search', text });
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls.at(-1)?.query).toEqual({ search: 'ada', sort_by: 'created_at', order: 'DESC', page: 1 });
    expect(calls).toHaveLength(3);
  });

  it('re-sorting the same column flips the order; a new column starts ascending, on page 1', async () => {
    const { actor, calls } = start(() => ({ rows: rows(10), count: 42 }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.page', page: 2 });
    actor.send({ type: 'list.sort', column: 'name' });
    actor.send({ type: 'list.sort', column: 'name' });
    actor.send({ type: 'list.sort', column: 'created_at' });
    // A new column starts ascending whatever the order was: from ascending too (the list's
    // mutation run found only the turn from descending checked).
    actor.send({ type: 'list.sort', column: 'email' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(2).map((c) => [c.query.sort_by, c.query.order, c.query.page])).toEqual([
      ['name', 'ASC', 1],
      ['name', 'DESC', 1],
      ['created_at', 'ASC', 1],
      ['email', 'ASC', 1],
    ]);
  });

  // Found by the CSV export e2e: a sort clicked before the pause dropped the search the box showed.
  it('a sort, a page, a reload or a changed row while typing keeps the search as typed', async () => {
    const { actor, calls } = start(() => ({ rows: rows(10), count: 42 }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.search', text: ' ada ' });
    actor.send({ type: 'list.sort', column: 'name' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)?.query).toEqual({ search: 'ada', sort_by: 'name', order: 'ASC', page: 1 });

    actor.send({ type: 'list.page', page: 3 });
    actor.send({ type: 'list.search', text: 'byron' });
    actor.send({ type: 'list.page', page: 2 });
    await vi.advanceTimersByTimeAsync(0);
    // The page was the old search's: the new search starts on page 1.
    expect(calls.at(-1)?.query).toEqual({ search: 'byron', sort_by: 'name', order: 'ASC', page: 1 });

    actor.send({ type: 'list.search', text: 'lovelace' });
    actor.send({ type: 'list.reload' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)?.query.search).toBe('lovelace');

    actor.send({ type: 'list.search', text: 'babbage' });
    actor.send({ type: 'list.patch', id: 1, patch: { is_active: false } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)?.query.search).toBe('babbage');
    // No second request once the pause would have come: the search went out already.
    const sent = calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(sent);
  });

  it('a page past the end after a delete clamps to the last page', async () => {
    let count = 21;
    const { actor, calls } = start((query) => ({ rows: query.page <= Math.ceil(count / 10) ? rows(1) : [], count }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.page', page: 3 });
    await vi.advanceTimersByTimeAsync(0);
    count = 20; // the only row of page 3 was deleted
    actor.send({ type: 'list.reload' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.query.page)).toEqual([1, 3, 3, 2]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.query.page).toBe(2);
  });

  it('a newer query cancels the request still on its way', async () => {
    const { actor, calls } = start(() => new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.sort', column: 'email' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
  });

  it('shows a changed row at once, then reads the same page again', async () => {
    let reads = 0;
    const { actor, calls } = start(() => {
      reads += 1;
      return reads === 1 ? { rows: [{ id: 7, is_active: true }], count: 1 } : new Promise(() => {});
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.patch', id: 7, patch: { is_active: false } });
    await vi.advanceTimersByTimeAsync(0);
    // While the page is read again, the row already shows what the server now has.
    expect(actor.getSnapshot().context.rows).toEqual([{ id: 7, is_active: false }]);
    expect(calls.map((c) => c.query.page)).toEqual([1, 1]);
  });

  it('ignores a page outside the list', async () => {
    const { actor, calls } = start(() => ({ rows: rows(10), count: 15 }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'list.page', page: 3 });
    actor.send({ type: 'list.page', page: 0 });
    actor.send({ type: 'list.page', page: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
  });

  it('starts from the query it is given (the address) and shows the search it holds in the box', async () => {
    const query: ListQuery = { search: 'ada', sort_by: 'name', order: 'ASC', page: 3 };
    const actor = createActor(
      listMachine.provide({ actors: { fetchPage: fromPromise<ListPage<unknown>, ListQuery>(async () => ({ rows: rows(10), count: 42 })) } }),
      { input: { query } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.query).toEqual(query);
    expect(actor.getSnapshot().context.searchText).toBe('ada');
  });

  it('hands every query it asks for to showQuery, the corrected last page too', async () => {
    const shown: ListQuery[] = [];
    const actor = createActor(
      listMachine.provide({
        actors: { fetchPage: fromPromise<ListPage<unknown>, ListQuery>(async ({ input }) => (input.page > 2 ? { rows: [], count: 15 } : { rows: rows(5), count: 15 })) },
        actions: { showQuery: (_, query) => void shown.push(query) },
      }),
      { input: { query: { search: '', sort_by: 'name', order: 'DESC', page: 9 } } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.map((query) => query.page)).toEqual([9, 2]);
    actor.send({ type: 'list.sort', column: 'email' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.at(-1)).toEqual({ search: '', sort_by: 'email', order: 'ASC', page: 1 });
  });
});
