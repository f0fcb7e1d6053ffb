/**
 * The add/edit form of an area (spec sections 2 "Form screens", 4, 5, 8). On edit the record
 * is loaded first; the fields are validated with the area's valibot schema, errors shown after
 * a field is touched or a submit is attempted, nothing sent while invalid. A save shows the
 * server's message and returns to the list after the area's delay (admins and the user edit:
 * at once; most others: 1 s). A refused save shows the server's message and the form is usable
 * again. One factory, one machine per area, so each area is named in the visualiser.
 */
import type * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './error-message';
import { fieldErrors } from './form-errors';
import type { Notice } from './notify';

export type FormValue = string | number | boolean | File | null | readonly string[];
export type FormValues = Record<string, FormValue>;
export type FormMode = 'add' | 'edit';

export type EntityFormConfig<TValues extends FormValues, TRecord> = {
  /** The machine's id, e.g. `chefForm`. */
  id: string;
  /** Validation of the values, per mode (a password is asked on add only, say). */
  schema: Record<FormMode, v.GenericSchema>;
  empty: TValues;
  fromRecord: (record: TRecord) => TValues;
  /** Where a save returns to. */
  listPath: string;
  /** Milliseconds between the success toast and the return; 0 returns at once. */
  redirectAfter: Record<FormMode, number>;
};

export type EntityFormEvent<TValues extends FormValues> =
  | { type: 'form.change'; field: keyof TValues & string; value: FormValue }
  | { type: 'form.blur'; field: keyof TValues & string }
  | { type: 'form.submit' }
  | { type: 'form.retry' };

export type EntityFormContext<TValues extends FormValues, TRecord> = {
  recordId: number | null;
  record: TRecord | null;
  values: TValues;
  touched: Partial<Record<keyof TValues, boolean>>;
  submitted: boolean;
};

/** What the save actor gets: the record's id on edit, and the values as typed. */
export type SaveInput<TValues> = { id: number | null; values: TValues };

export const formMode = (context: { recordId: number | null }): FormMode => (context.recordId === null ? 'add' : 'edit');

export function createEntityFormMachine<TValues extends FormValues, TRecord>(config: EntityFormConfig<TValues, TRecord>) {
  type Context = EntityFormContext<TValues, TRecord>;
  const errorsOf = (context: Context) => fieldErrors<keyof TValues & string>(config.schema[formMode(context)], context.values);

  return setup({
    types: {
      context: {} as Context,
      events: {} as EntityFormEvent<TValues>,
      input: {} as { recordId: number | null },
    },
    actors: {
      loadRecord: fromPromise<TRecord, { id: number }>(async () => {
        throw new Error('loadRecord is provided by the screen');
      }),
      /** Answers the server's message. */
      save: fromPromise<string, SaveInput<TValues>>(async () => {
        throw new Error('save is provided by the screen');
      }),
    },
    actions: {
      notify: (_, _notice: Notice) => {},
      navigate: (_, _params: { to: string }) => {},
    },
    guards: {
      isEdit: ({ context }) => context.recordId !== null,
      isValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
      returnsAtOnce: ({ context }) => config.redirectAfter[formMode(context)] === 0,
    },
    delays: {
      redirectAfterSave: ({ context }) => config.redirectAfter[formMode(context)],
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({
      recordId: input.recordId,
      record: null,
      values: config.empty,
      touched: {},
      submitted: false,
    }),
    initial: 'start',
    states: {
      start: {
        always: [{ guard: 'isEdit', target: 'loading' }, { target: 'editing' }],
      },
      loading: {
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ id: context.recordId! }),
          onDone: {
            target: 'editing',
            actions: assign({ record: ({ event }) => event.output, values: ({ event }) => config.fromRecord(event.output) }),
          },
          onError: {
            target: 'loadFailed',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
          },
        },
      },
      // The record could not be read (unknown id, no connection): the form offers to try again.
      loadFailed: {
        on: { 'form.retry': 'loading' },
      },
      editing: {
        on: {
          'form.change': {
            actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }),
          },
          'form.blur': {
            actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }),
          },
          'form.submit': [
            { guard: 'isValid', target: 'submitting', actions: assign({ submitted: true }) },
            { actions: assign({ submitted: true }) },
          ],
        },
      },
      submitting: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ id: context.recordId, values: context.values }),
          onDone: {
            target: 'saved',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) },
          },
          onError: {
            target: 'editing',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
          },
        },
      },
      // The success toast is on screen; the form stays locked until it returns to the list.
      saved: {
        always: { guard: 'returnsAtOnce', target: 'done' },
        after: { redirectAfterSave: 'done' },
      },
      done: {
        type: 'final',
        entry: { type: 'navigate', params: { to: config.listPath } },
      },
    },
  });
}

export type EntityFormMachine<TValues extends FormValues, TRecord> = ReturnType<typeof createEntityFormMachine<TValues, TRecord>>;

/** The errors of the current values (all of them; `visibleErrors` decides which show). */
export function entityFormErrors<TValues extends FormValues>(
  config: Pick<EntityFormConfig<TValues, unknown>, 'schema'>,
  context: { recordId: number | null; values: TValues },
) {
  return fieldErrors<keyof TValues & string>(config.schema[formMode(context)], context.values);
}
