/**
 * The list area's reactions (issue #14 item 1), with its real children: what the status switch,
 * the delete question and the bulk actions do reaches the list and the cache through the
 * parent's transitions, as a list screen needs it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, sendParent } from 'xstate';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import { ApiError } from '../../src/api/api-error';
import { bulkActionMachine, type BulkOutcome, type BulkRequest } from '../../src/machines/bulk-action.machine';
import { deleteConfirmMachine } from '../../src/machines/delete-confirm.machine';
import { listAreaChildren, listAreaMachine, type ListAreaEvent } from '../../src/machines/list-area.machine';
import { listMachine } from '../../src/machines/list.machine';
import { statusToggleMachine, type StatusChange } from '../../src/machines/status-toggle.machine';
import { supplyAll } from '../../src/machines/supplied';

const CHEFS = [
  { id: 7, name: 'Massimo Bottura', is_active: true },
  { id: 8, name: 'Dominique Crenn', is_active: true },
];
const RECORDS_CHANGED = { type: 'area.recordsChanged' } satisfies ListAreaEvent;

function start(options: { setStatus?: () => Promise<string>; deleteRecord?: () => Promise<string>; runBulk?: () => Promise<BulkOutcome> } = {}) {
  const reads: ListQuery[] = [];
  const invalidated: number[] = [];
  const notices: string[] = [];
  const restored: number[][] = [];
  const notify = (_: unknown, notice: { message: string }) => void notices.push(notice.message);
  const logic = supplyAll(listAreaMachine, {
    actors: {
      list: supplyAll(listMachine, {
        actors: {
          fetchPage: fromPromise<ListPage<unknown>, ListQuery>(async ({ input }) => {
            reads.push(input);
            return { rows: CHEFS, count: CHEFS.length };
          }),
          serverBack: fromCallback(() => {}),
        },
        actions: { notify, queryChanged: sendParent({ type: 'area.queryChanged' } satisfies ListAreaEvent), showQuery: () => {} },
      }),
      status: supplyAll(statusToggleMachine, {
        actors: { setStatus: fromPromise<string, StatusChange>(options.setStatus ?? (async () => 'Chef deactivated')) },
        actions: {
          notify,
          applyChange: sendParent((_, change: StatusChange) => ({ type: 'area.statusSaved', ...change }) satisfies ListAreaEvent),
          recordGone: sendParent(RECORDS_CHANGED),
        },
      }),
      deletion: supplyAll(deleteConfirmMachine, {
        actors: {
          deleteRecord: fromPromise<string, { id: number }>(options.deleteRecord ?? (async () => 'Chef deleted')),
          restoreRecord: fromPromise<string, { ids: number[] }>(async ({ input }) => {
            restored.push(input.ids);
            return 'Restored';
          }),
        },
        actions: { notify, offerUndo: (_: unknown, offer: { message: string }) => void notices.push(`${offer.message} (Undo)`), withdrawUndo: () => undefined, reloadList: sendParent(RECORDS_CHANGED) },
      }),
      bulk: supplyAll(bulkActionMachine, {
        actors: { runBulk: fromPromise<BulkOutcome, BulkRequest>(options.runBulk ?? (async () => ({ message: '2 changed', rows: [] }))) },
        actions: {
          notify,
          reloadList: sendParent(RECORDS_CHANGED),
          announceDeleted: sendParent((_, deleted: { ids: number[]; message: string }) => ({ type: 'area.recordsDeleted', ...deleted }) satisfies ListAreaEvent),
          remoteChange: sendParent((_, { hold }: { hold: boolean }) => ({ type: 'area.remoteForList', hold }) satisfies ListAreaEvent),
        },
      }),
      // The app's live changes, told by the test (`remote()`).
      liveChanges: fromCallback<ListAreaEvent>(({ sendBack }) => {
        remote = () => sendBack({ type: 'area.remoteChange' });
      }),
    },
    actions: { invalidateCache: () => void invalidated.push(reads.length) },
  });
  let remote = () => {};
  const actor = createActor(logic, { input: {} }).start();
  return { actor, children: listAreaChildren(actor.getSnapshot()), reads, invalidated, notices, restored, remote: () => remote() };
}

describe('list area', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts its four children; the list reads its first page and nothing is invalidated', async () => {
    const { reads, invalidated, children } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(1);
    expect(invalidated).toEqual([]);
    expect(children.list.getSnapshot().context.rows).toEqual(CHEFS);
  });

  it('a saved status shows in the row at once, then the page is read again, and the cache is stale', async () => {
    const { children, reads, invalidated, notices } = start();
    await vi.advanceTimersByTimeAsync(0);
    children.status.send({ type: 'status.toggle', id: 7, isActive: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(notices).toEqual(['Chef deactivated']);
    expect(invalidated).toHaveLength(1);
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(children.list.getSnapshot().context.rows).toEqual(CHEFS);
  });

  it('the patch reaches the row before the page is read again', async () => {
    const { children } = start();
    await vi.advanceTimersByTimeAsync(0);
    const seen: unknown[] = [];
    children.list.subscribe((snapshot) => seen.push((snapshot.context.rows as typeof CHEFS).find((row) => row.id === 7)?.is_active));
    children.status.send({ type: 'status.toggle', id: 7, isActive: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toContain(false);
  });

  it('a record gone (404 on the switch) reloads the list and invalidates; another refusal changes nothing', async () => {
    const gone = start({ setStatus: async () => Promise.reject(new ApiError('Chef not found', 404)) });
    await vi.advanceTimersByTimeAsync(0);
    gone.children.status.send({ type: 'status.toggle', id: 7, isActive: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(gone.reads).toHaveLength(2);
    expect(gone.invalidated).toHaveLength(1);

    const refused = start({ setStatus: async () => Promise.reject(new ApiError('You cannot deactivate your own account', 403)) });
    await vi.advanceTimersByTimeAsync(0);
    refused.children.status.send({ type: 'status.toggle', id: 7, isActive: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.reads).toHaveLength(1);
    expect(refused.invalidated).toEqual([]);
  });

  it('a delete reloads the list and invalidates; a refused delete does neither', async () => {
    const done = start();
    await vi.advanceTimersByTimeAsync(0);
    done.children.deletion.send({ type: 'delete.request', id: 8, label: 'Dominique Crenn' });
    done.children.deletion.send({ type: 'delete.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(done.reads).toHaveLength(2);
    expect(done.invalidated).toEqual([1]);

    const refused = start({ deleteRecord: async () => Promise.reject(new ApiError('You cannot delete your own account', 403)) });
    await vi.advanceTimersByTimeAsync(0);
    refused.children.deletion.send({ type: 'delete.request', id: 8, label: 'Dominique Crenn' });
    refused.children.deletion.send({ type: 'delete.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.reads).toHaveLength(1);
    expect(refused.invalidated).toEqual([]);
  });

  it("a delete's Undo brings the row back: the list is read again and the cache made stale once more", async () => {
    const { children, reads, invalidated, notices } = start();
    await vi.advanceTimersByTimeAsync(0);
    children.deletion.send({ type: 'delete.request', id: 8, label: 'Dominique Crenn' });
    children.deletion.send({ type: 'delete.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    children.deletion.send({ type: 'delete.undo' });
    await vi.advanceTimersByTimeAsync(0);
    expect(notices).toEqual(['Chef deleted (Undo)', 'Restored']);
    expect(reads).toHaveLength(3);
    expect(invalidated).toEqual([1, 2]);
  });

  it('a bulk action reloads the list and invalidates', async () => {
    const { children, reads, invalidated } = start();
    await vi.advanceTimersByTimeAsync(0);
    children.bulk.send({ type: 'selection.toggle', id: 7 });
    children.bulk.send({ type: 'selection.toggle', id: 8 });
    children.bulk.send({ type: 'bulk.ask', action: 'deactivate' });
    children.bulk.send({ type: 'bulk.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(2);
    expect(invalidated).toHaveLength(1);
  });

  it("a bulk delete's Undo, offered by the delete flow, brings back the rows it deleted", async () => {
    const { children, reads, notices, restored } = start({
      runBulk: async () => ({ message: '2 rows done.', rows: [7, 8].map((id) => ({ id, status: true, message: 'Chef deleted' })) }),
    });
    await vi.advanceTimersByTimeAsync(0);
    children.bulk.send({ type: 'selection.toggle', id: 7 });
    children.bulk.send({ type: 'selection.toggle', id: 8 });
    children.bulk.send({ type: 'bulk.ask', action: 'delete' });
    children.bulk.send({ type: 'bulk.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    // One toast, the Undo's, with the bulk's own message.
    expect(notices).toEqual(['2 rows done. (Undo)']);
    children.deletion.send({ type: 'delete.undo' });
    await vi.advanceTimersByTimeAsync(0);
    expect(restored).toEqual([[7, 8]]);
    expect(notices).toEqual(['2 rows done. (Undo)', 'Restored']);
    expect(reads).toHaveLength(3);
  });

  it('another page, search, sort or filter clears the bulk selection; a reload keeps it', async () => {
    const { children } = start();
    await vi.advanceTimersByTimeAsync(0);
    const select = () => {
      children.bulk.send({ type: 'selection.toggle', id: 7 });
      expect(children.bulk.getSnapshot().context.selected).toEqual([7]);
    };
    select();
    children.list.send({ type: 'list.reload' });
    await vi.advanceTimersByTimeAsync(0);
    expect(children.bulk.getSnapshot().context.selected).toEqual([7]);
    children.list.send({ type: 'list.sort', column: 'name' });
    expect(children.bulk.getSnapshot().context.selected).toEqual([]);
    select();
    children.list.send({ type: 'list.filter', name: 'area', value: 'chef' });
    expect(children.bulk.getSnapshot().context.selected).toEqual([]);
    select();
    children.list.send({ type: 'list.search', text: 'crenn' });
    expect(children.bulk.getSnapshot().context.selected).toEqual([7]);
    await vi.advanceTimersByTimeAsync(500);
    expect(children.bulk.getSnapshot().context.selected).toEqual([]);
  });

  // Issue #33 item 3.
  it('a change elsewhere reads the page again and invalidates; with rows selected it is held for a refresh, the selection kept', async () => {
    const { children, reads, invalidated, remote } = start();
    await vi.advanceTimersByTimeAsync(0);
    remote();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(2);
    expect(invalidated).toEqual([1]);

    children.bulk.send({ type: 'selection.toggle', id: 7 });
    remote();
    remote();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(2);
    expect(children.list.getSnapshot().context.remoteChanges).toBe(2);
    expect(children.bulk.getSnapshot().context.selected).toEqual([7]);
    // Still stale for a form opened next.
    expect(invalidated).toEqual([1, 2, 2]);
    // The admin's refresh reads the page; the selection stays, as a reload's does.
    children.list.send({ type: 'list.reload' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(3);
    expect(children.list.getSnapshot().context.remoteChanges).toBe(0);
    expect(children.bulk.getSnapshot().context.selected).toEqual([7]);
  });
});
