/**
 * The generic add/edit form, modelled with the users' settings (add returns after 1 s, edit at
 * once), which take every transition of the factory, from add and from edit. The chefs' (1 s)
 * and admins' (at once) returns are pinned in entity-form.pinned.test.ts.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { email, REQUIRED, requiredText } from '../../src/api/contract/fields';
import { visibleErrors } from '../../src/machines/form-errors';
import { createEntityFormMachine, entityFormErrors, entityFormIsDirty, formMode, type EntityFormConfig } from '../../src/machines/entity-form.machine';
import { STALE_EDIT_CODE, STALE_EDIT_MESSAGE } from '../../src/api/contract/edit-version';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';

type PersonValues = { name: string; email: string; password: string };
type PersonRecord = { id: number; name: string; email: string; version: number };

const schema = {
  add: v.object({ name: requiredText(100), email: email(), password: v.pipe(v.string(), v.nonEmpty(REQUIRED)) }),
  edit: v.object({ name: requiredText(100), email: email(), password: v.string() }),
};
const personForm = (id: string, listPath: string, redirectAfter: EntityFormConfig<PersonValues, PersonRecord>['redirectAfter']) => ({
  id,
  listPath,
  redirectAfter,
  schema,
  empty: { name: '', email: '', password: '' },
  fromRecord: (record: PersonRecord) => ({ name: record.name, email: record.email, password: '' }),
});

const massimo: PersonRecord = { id: 5, name: 'Massimo Bottura', email: 'massimo@osteria.it', version: 3 };
/** The same chef as another admin saved it meanwhile. */
const massimoNow: PersonRecord = { id: 5, name: 'Massimo Bottura (Modena)', email: 'massimo@francescana.it', version: 4 };
/** The server's refusal of a save based on an older version. */
const stale = Object.assign(new Error(STALE_EDIT_MESSAGE), { status: 409, code: STALE_EDIT_CODE });

/**
 * Leaving would lose something (issue #15 item 5) when a field differs from what the form
 * started from (the empty form, the chef as loaded, or as reloaded after a conflict: version 4),
 * or the admin's changes are kept aside.
 */
function expectedDirty(context: { recordId: number | null; version: number | null; values: PersonValues; stash: unknown }) {
  const from = context.recordId === null ? { name: '', email: '' } : context.version === massimoNow.version ? massimoNow : massimo;
  const base = { name: from.name, email: from.email, password: '' };
  return context.stash !== null || (Object.keys(base) as (keyof PersonValues)[]).some((field) => context.values[field] !== base[field]);
}

{
  const area = personForm('userForm', '/user', { add: 1000, edit: 0 });
  const machine = createEntityFormMachine(area);
  describeModel({
    name: area.id,
    machine,
    starts: [
      { name: 'add', input: { recordId: null } },
      { name: 'edit', input: { recordId: massimo.id } },
    ],
    events: {
      'form.change': [
        { field: 'name', value: 'Dominique Crenn' },
        { field: 'name', value: '   ' },
        { field: 'email', value: 'dominique@atelier.com' },
        { field: 'email', value: 'not-an-email' },
        { field: 'password', value: 'Kitchen#2026' },
      ],
      'form.blur': [{ field: 'name' }, { field: 'email' }],
      'form.submit': [{}],
      'form.retry': [{}],
      'form.reload': [{}],
      'form.restore': [{}],
      'form.discardStash': [{}],
    },
    outcomes: {
      loadRecord: { done: [massimo], error: [new Error('Chef not found')] },
      reloadRecord: { done: [massimoNow], error: [new Error('The server could not be reached')] },
      save: { done: ['Chef updated'], error: [Object.assign(new Error('This email is already in use'), { status: 409 }), stale] },
    },
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        status: snapshot.status,
        values: snapshot.context.values,
        stash: snapshot.context.stash,
        version: snapshot.context.version,
        shown: visibleErrors(entityFormErrors(area, snapshot.context), snapshot.context.touched, snapshot.context.submitted),
      }),
    limit: 20_000,
    // Typing only where a person can type; the model stays small.
    // In a conflict one edit of one field shows that typing goes on (the graph stays small).
    filterEvents: (snapshot, event) =>
      event.type !== 'form.change' ||
      snapshot.matches('editing') ||
      (snapshot.matches('conflict') && event.field === 'name' && event.value === 'Dominique Crenn'),
    states: {
      editing: ({ snapshot }) => expect(entityFormIsDirty(area, snapshot)).toBe(expectedDirty(snapshot.context)),
      conflict: ({ snapshot }) => expect(entityFormIsDirty(area, snapshot)).toBe(expectedDirty(snapshot.context)),
      // Saved: nothing left to lose, whatever was typed.
      saved: ({ snapshot }) => expect(entityFormIsDirty(area, snapshot)).toBe(false),
      submitting: ({ snapshot, effects }) => {
        // Nothing invalid is ever sent; what is sent is the form's values, with the record's id on edit.
        expect(entityFormErrors(area, snapshot.context)).toEqual({});
        expect(callsOf(effects, 'save').at(-1)?.input).toEqual({ id: snapshot.context.recordId, version: snapshot.context.version, values: snapshot.context.values });
        // An edit sends the version of the record as last loaded; an add none.
        const loads = callsOf(effects, 'loadRecord').length;
        expect(snapshot.context.version).toBe(snapshot.context.recordId === null ? null : loads > 1 ? massimoNow.version : massimo.version);
      },
      done: ({ snapshot, effects }) => {
        expect(snapshot.status).toBe('done');
        expect(entityFormIsDirty(area, snapshot)).toBe(false);
        expect(actionsOf(effects, 'navigate')).toEqual([{ kind: 'action', name: 'navigate', params: { to: area.listPath } }]);
      },
    },
    afterEvent: {
      'xstate.done.actor.loadRecord': ({ snapshot }) => {
        expect(snapshot.context.values).toEqual({ name: massimo.name, email: massimo.email, password: '' });
        expect(snapshot.context.version).toBe(3);
      },
      // After a conflict: the current values in the fields, on the current version; what was typed kept aside.
      'form.reload': ({ snapshot, stepEffects }) => {
        expect(snapshot.matches('reloading')).toBe(true);
        expect(callsOf(stepEffects, 'loadRecord')).toEqual([{ kind: 'call', name: 'loadRecord', input: { id: massimo.id } }]);
      },
      'xstate.done.actor.reloadRecord': ({ snapshot }) => {
        expect(snapshot.matches('editing')).toBe(true);
        expect(snapshot.context.values).toEqual({ name: massimoNow.name, email: massimoNow.email, password: '' });
        expect(snapshot.context.version).toBe(4);
        // Kept aside: only what the admin had changed from the version they loaded.
        const stash = snapshot.context.stash!;
        for (const [field, value] of Object.entries(stash)) expect(value).not.toBe(massimo[field as 'name' | 'email'] ?? '');
      },
      'xstate.error.actor.reloadRecord': ({ snapshot, stepEffects }) => {
        expect(snapshot.matches('conflict')).toBe(true);
        expect(actionsOf(stepEffects, 'notify').map((effect) => effect.params)).toEqual([{ kind: 'error', message: 'The server could not be reached' }]);
      },
      // The admin's changes over the current version: an unchanged field keeps the other admin's value.
      'form.restore': ({ snapshot }) => {
        expect(snapshot.context.stash).toBeNull();
        expect(snapshot.context.version).toBe(4);
        const { name, email } = snapshot.context.values;
        expect([massimoNow.name, 'Dominique Crenn', '   ']).toContain(name);
        expect([massimoNow.email, 'dominique@atelier.com', 'not-an-email']).toContain(email);
      },
      'form.discardStash': ({ snapshot }) => {
        expect(snapshot.context.stash).toBeNull();
        expect(snapshot.context.values).not.toBeNull();
      },
      'xstate.error.actor.loadRecord': ({ snapshot, stepEffects }) => {
        expect(snapshot.matches('loadFailed')).toBe(true);
        expect(actionsOf(stepEffects, 'notify')[0]?.params).toEqual({ kind: 'error', message: 'Chef not found' });
      },
      'xstate.done.actor.save': ({ snapshot, stepEffects }) => {
        expect(actionsOf(stepEffects, 'notify')[0]?.params).toEqual({ kind: 'success', message: 'Chef updated' });
        // Straight back when the area says so; otherwise the toast shows first.
        const atOnce = area.redirectAfter[formMode(snapshot.context)] === 0;
        expect(snapshot.matches(atOnce ? 'done' : 'saved')).toBe(true);
        expect(actionsOf(stepEffects, 'navigate')).toHaveLength(atOnce ? 1 : 0);
      },
      // A stale version: the conflict, no toast (the form says it); any other refusal: its message.
      'xstate.error.actor.save': ({ snapshot, event, stepEffects }) => {
        const isStale = event.error === stale && snapshot.context.recordId !== null;
        expect(snapshot.value).toBe(isStale ? 'conflict' : 'editing');
        expect(actionsOf(stepEffects, 'notify').map((effect) => effect.params)).toEqual(
          isStale ? [] : [{ kind: 'error', message: (event.error as Error).message }],
        );
      },
      'form.submit': ({ snapshot, stepEffects }) => {
        if (!snapshot.matches('submitting')) {
          expect(callsOf(stepEffects, 'save')).toEqual([]);
          // Every message shows after a refused submit.
          expect(visibleErrors(entityFormErrors(area, snapshot.context), snapshot.context.touched, true)).toEqual(
            entityFormErrors(area, snapshot.context),
          );
        }
      },
    },
  });
}
