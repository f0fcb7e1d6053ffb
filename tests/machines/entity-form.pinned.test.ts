/** The return to the list after a save, per area (spec section 4), pinned by hand. */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { REQUIRED } from '../../src/api/contract/fields';
import { createEntityFormMachine } from '../../src/machines/entity-form.machine';
import type { Notice } from '../../src/machines/notify';

const schema = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED)) });

function start(redirectAfter: { add: number; edit: number }, recordId: number | null) {
  const went: string[] = [];
  const notices: Notice[] = [];
  const machine = createEntityFormMachine({
    id: 'areaForm',
    schema: { add: schema, edit: schema },
    empty: { name: '' },
    fromRecord: (record: { name: string }) => ({ name: record.name }),
    listPath: '/chef',
    redirectAfter,
  });
  const actor = createActor(
    machine.provide({
      actors: {
        loadRecord: fromPromise(async () => ({ name: 'Massimo Bottura' })),
        save: fromPromise(async () => 'Chef updated'),
      },
      actions: { navigate: (_, { to }) => void went.push(to), notify: (_, notice) => void notices.push(notice) },
    }),
    { input: { recordId } },
  ).start();
  return { actor, went, notices };
}

describe('entity form return to the list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('chefs: the success toast shows, and 1 s later the list', async () => {
    const { actor, went, notices } = start({ add: 1000, edit: 1000 }, 5);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Massimo Bottura' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(999);
    expect(notices).toEqual([{ kind: 'success', message: 'Chef updated' }]);
    expect(went).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(went).toEqual(['/chef']);
  });

  it('admins: straight back to the list', async () => {
    const { actor, went } = start({ add: 0, edit: 0 }, null);
    actor.send({ type: 'form.change', field: 'name', value: 'Ada' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(went).toEqual(['/chef']);
  });

  it('sends nothing while a field is invalid, and whitespace is no name', async () => {
    const { actor, went } = start({ add: 0, edit: 0 }, null);
    actor.send({ type: 'form.change', field: 'name', value: '   ' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(went).toEqual([]);
  });
});
