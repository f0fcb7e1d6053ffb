/** The return to the list after a save, per area (spec section 4), pinned by hand. */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { REQUIRED } from '../../src/api/contract/fields';
import { createEntityFormMachine } from '../../src/machines/entity-form.machine';
import type { Notice } from '../../src/machines/notify';

/** No change is made elsewhere in these tests (the app's live changes, issue #33 item 3). */
const noLiveChanges = <TEvent extends EventObject>() => fromCallback<TEvent, { id: number | null }>(() => undefined);

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
        liveChanges: noLiveChanges(),
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

describe('entity form after a conflict (issue #15 item 2)', () => {
  it("puts back only what the admin changed, over the other admin's save, and saves on the new version", async () => {
    const edited = v.object({ name: v.string(), bio: v.string() });
    const stored = [
      { name: 'Massimo Bottura', bio: 'Modena', version: 3 },
      // What the other admin saved meanwhile: a new name.
      { name: 'Massimo Bottura (Osteria)', bio: 'Modena', version: 4 },
    ];
    const saves: unknown[] = [];
    const machine = createEntityFormMachine({
      id: 'chefForm',
      schema: { add: edited, edit: edited },
      empty: { name: '', bio: '' },
      fromRecord: (record: { name: string; bio: string; version: number }) => ({ name: record.name, bio: record.bio }),
      listPath: '/chef',
      redirectAfter: { add: 0, edit: 0 },
    });
    let loads = 0;
    const actor = createActor(
      machine.provide({
        actors: {
          loadRecord: fromPromise(async () => stored[Math.min(loads++, 1)]!),
          liveChanges: noLiveChanges(),
          save: fromPromise(async ({ input }) => {
            saves.push(input);
            if (saves.length === 1) throw Object.assign(new Error('changed'), { status: 409, code: 'edit.stale' });
            return 'Chef updated';
          }),
        },
      }),
      { input: { recordId: 12 } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'form.change', field: 'bio', value: 'Three stars in Modena' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('conflict'));
    expect(saves).toEqual([{ id: 12, version: 3, values: { name: 'Massimo Bottura', bio: 'Three stars in Modena' }, fromVersion: null }]);
    // What was typed stays in the fields until the admin asks for the current values.
    expect(actor.getSnapshot().context.values.bio).toBe('Three stars in Modena');

    actor.send({ type: 'form.reload' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Massimo Bottura (Osteria)', bio: 'Modena' });
    expect(actor.getSnapshot().context.stash).toEqual({ bio: 'Three stars in Modena' });

    actor.send({ type: 'form.restore' });
    expect(actor.getSnapshot().context.values).toEqual({ name: 'Massimo Bottura (Osteria)', bio: 'Three stars in Modena' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(saves.at(-1)).toEqual({ id: 12, version: 4, values: { name: 'Massimo Bottura (Osteria)', bio: 'Three stars in Modena' }, fromVersion: null });
  });
});

describe('entity form, a draft kept before a reload (issue #31 item 3)', () => {
  type Values = { name: string; bio: string };
  const stored = { name: 'Massimo Bottura', bio: 'Modena', version: 3 };
  const machine = createEntityFormMachine({
    id: 'chefForm',
    schema: { add: v.object({ name: v.string(), bio: v.string() }), edit: v.object({ name: v.string(), bio: v.string() }) },
    empty: { name: '', bio: '' },
    fromRecord: (record: typeof stored) => ({ name: record.name, bio: record.bio }),
    listPath: '/chef',
    redirectAfter: { add: 0, edit: 0 },
  });
  /** The draft the form offers once it is ready to type in. */
  async function offered(recordId: number | null, values: Partial<Values>) {
    const actor = createActor(machine.provide({ actors: { loadRecord: fromPromise(async () => stored), liveChanges: noLiveChanges() } }), {
      input: { recordId, draft: { values, version: recordId === null ? null : 3 } },
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    return actor.getSnapshot().context.draft?.values ?? null;
  }

  it('add: a draft with something typed is offered; one that is the empty form is not (nothing to restore)', async () => {
    expect(await offered(null, { name: 'Dominique', bio: '' })).toEqual({ name: 'Dominique', bio: '' });
    expect(await offered(null, { name: '', bio: '' })).toBeNull();
  });

  it('edit: fields the admin emptied are a change from the chef, so that draft is offered once the chef is loaded', async () => {
    expect(await offered(5, { name: '', bio: '' })).toEqual({ name: '', bio: '' });
  });

  it('edit: a draft that is the chef as loaded is not offered', async () => {
    expect(await offered(5, { name: 'Massimo Bottura', bio: 'Modena' })).toBeNull();
  });
});
