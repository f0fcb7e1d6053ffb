/**
 * The generic add/edit form, modelled with the users' settings (add returns after 1 s, edit at
 * once), which take every transition of the factory, from add and from edit. The chefs' (1 s)
 * and admins' (at once) returns are pinned in entity-form.pinned.test.ts.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { email, REQUIRED, requiredText } from '../../src/api/contract/fields';
import { visibleErrors } from '../../src/machines/form-errors';
import { createEntityFormMachine, entityFormErrors, formMode, type EntityFormConfig } from '../../src/machines/entity-form.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';

type PersonValues = { name: string; email: string; password: string };
type PersonRecord = { id: number; name: string; email: string };

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

const massimo: PersonRecord = { id: 5, name: 'Massimo Bottura', email: 'massimo@osteria.it' };

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
    },
    outcomes: {
      loadRecord: { done: [massimo], error: [new Error('Chef not found')] },
      save: { done: ['Chef updated'], error: [new Error('This email is already in use')] },
    },
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        status: snapshot.status,
        values: snapshot.context.values,
        shown: visibleErrors(entityFormErrors(area, snapshot.context), snapshot.context.touched, snapshot.context.submitted),
      }),
    limit: 20_000,
    // Typing only where a person can type; the model stays small.
    filterEvents: (snapshot, event) => event.type !== 'form.change' || snapshot.matches('editing'),
    states: {
      submitting: ({ snapshot, effects }) => {
        // Nothing invalid is ever sent; what is sent is the form's values, with the record's id on edit.
        expect(entityFormErrors(area, snapshot.context)).toEqual({});
        expect(callsOf(effects, 'save').at(-1)?.input).toEqual({ id: snapshot.context.recordId, values: snapshot.context.values });
      },
      done: ({ snapshot, effects }) => {
        expect(snapshot.status).toBe('done');
        expect(actionsOf(effects, 'navigate')).toEqual([{ kind: 'action', name: 'navigate', params: { to: area.listPath } }]);
      },
    },
    afterEvent: {
      'xstate.done.actor.loadRecord': ({ snapshot }) =>
        expect(snapshot.context.values).toEqual({ name: massimo.name, email: massimo.email, password: '' }),
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
      'xstate.error.actor.save': ({ snapshot, stepEffects }) => {
        expect(snapshot.matches('editing')).toBe(true);
        expect(actionsOf(stepEffects, 'notify')[0]?.params).toEqual({ kind: 'error', message: 'This email is already in use' });
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
