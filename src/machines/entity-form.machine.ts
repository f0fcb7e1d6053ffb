/**
 * The add/edit form of an area (spec sections 2 "Form screens", 4, 5, 8). On edit the record
 * is loaded first; the fields are validated with the area's valibot schema, errors shown after
 * a field is touched or a submit is attempted, nothing sent while invalid. A save shows the
 * server's message and returns to the list after the area's delay (admins and the user edit:
 * at once; most others: 1 s). A refused save shows the server's message and the form is usable
 * again. One factory, one machine per area, so each area is named in the visualiser.
 *
 * No silent overwrite (issue #15 item 2): an edit saves with the version it loaded. When someone
 * else saved the record meanwhile the server answers 409 and the form goes to `conflict`: what the
 * admin typed stays in the fields, and they may load the current values; what they had typed is
 * then kept aside (`stash`) to put back over the current version, which a save then sends.
 *
 * Drafts survive (issue #31 item 3): every change hands the values to `keepDraft` (the app keeps
 * them in the tab's session storage); a draft read when the form opened is offered once the
 * record is loaded, if it differs from it, and a restore puts it in the fields; typing or saving
 * instead passes the offer over. A save or a discard drops the draft (`dropDraft`). The draft
 * keeps the version it was typed over: restored over a record saved since, the save is refused
 * as stale and the conflict flow takes over, as for any edit.
 *
 * Restore this version (issue #33 item 1): opened with a version of the record (`restoreFrom`,
 * from its history), the form loads the record, then that version, and puts the version's values
 * in the fields over the current record; its picture shows in the image field, and the save names
 * the version so the edit puts that picture back. A save is otherwise an ordinary edit of the
 * current version, with the edit's rules, messages and conflict. A version that cannot be read
 * is said, and the form goes on from the current values.
 *
 * Changed elsewhere (issue #33 item 3): while the admin edits, a change of the record committed by
 * anyone else (`form.remoteChange`, from the app's live changes) puts the form in conflict at once,
 * naming who, before a save would be refused; the way on is the conflict's.
 */
import type * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import { isServerAway, type ServerBackEvent } from './server-away';
import { suppliedAction, suppliedCallback, suppliedPromise, withNeeds } from './supplied';
import { STALE_EDIT_CODE } from '../api/contract/edit-version';
import { errorMessage } from './error-message';
import { fieldErrors } from './form-errors';
import type { Notice } from './notify';

// One value per field: no area's form has a list-valued field (the class form has its own machine).
export type FormValue = string | number | boolean | File | null;
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
  | { type: 'form.retry' }
  /** In conflict: load the record as it is now. */
  | { type: 'form.reload' }
  /** After that: put back what was typed before, over the current version. */
  | { type: 'form.restore' }
  /** Or forget it and go on from the current values. */
  | { type: 'form.discardStash' }
  /** Put the draft kept before a reload in the fields… */
  | { type: 'form.restoreDraft' }
  /** …or drop it. */
  | { type: 'form.discardDraft' }
  /**
   * The record was changed (or deleted) elsewhere and committed (issue #33 item 3): said before a
   * save would be refused, with the same way on as a refused one.
   */
  | ({ type: 'form.remoteChange' } & ChangedBy)
  /** The server answers again (the app's watcher): a record it could not read is asked for again. */
  | ServerBackEvent;

/** Who changed the record elsewhere, and how (an edit, a status, a delete…: the activity log's action). */
export type ChangedBy = { adminName: string; action: string };

/** A version of the record being put back (issue #33 item 1): which one, and who made it when. */
export type RestoredVersion = { versionId: number; createdAt: string | null; adminName: string | null };

/** A version as its call answers it: the record's fields then, by the contract's names. */
export type RecordVersion = { created_at: string; admin_name: string; values: Record<string, unknown> };

export type EntityFormContext<TValues extends FormValues, TRecord> = {
  recordId: number | null;
  /** The version whose values the form puts back, once read; null when the form edits the current values. */
  restoring: RestoredVersion | null;
  /** The record as that version shows it (its picture too), once read; null otherwise. */
  versionRecord: TRecord | null;
  /** The change made elsewhere that put the form in conflict before any save; null otherwise. */
  changedBy: ChangedBy | null;
  record: TRecord | null;
  values: TValues;
  touched: Partial<Record<keyof TValues, boolean>>;
  submitted: boolean;
  /** The version of the record the edit is based on; null on add. */
  version: number | null;
  /**
   * The admin's own changes (the fields they changed from the version they loaded) when they
   * loaded the current values after a conflict; put back over the current values on request.
   */
  stash: Partial<TValues> | null;
  /** Values typed before a reload, a crash or a new version, offered back; null when none differ. */
  draft: KeptDraft<TValues> | null;
};

/** What the tab keeps of a form: the values typed and the version of the record they were typed over. */
export type KeptDraft<TValues> = { values: Partial<TValues>; version: number | null };

/**
 * What the save actor gets: the record's id and version on edit, and the values as typed; while
 * a version is restored, that version (`fromVersion`), whose picture the edit puts back unless a
 * new file was picked.
 */
export type SaveInput<TValues> = { id: number | null; version: number | null; values: TValues; fromVersion?: number | null };

/** A record's version, when its answer has one. */
const versionOf = (record: unknown): number | null => {
  const version = (record as { version?: unknown }).version;
  return typeof version === 'number' ? version : null;
};

/** The fields whose typed value differs from the loaded one: what the admin changed. */
export function changedFields<TValues extends FormValues>(loaded: TValues, typed: TValues): Partial<TValues> {
  return Object.fromEntries(Object.entries(typed).filter(([field, value]) => value !== loaded[field])) as Partial<TValues>;
}

/** The server refused the save because the record changed since it was loaded (409 alone also means "e-mail in use"). */
// Stryker disable next-line OptionalChaining: equivalent, the save rejects with an API error, never null (the `?.` guards a foreign throw)
const isStale = (error: unknown) => (error as { code?: unknown } | null)?.code === STALE_EDIT_CODE;

/** The draft when putting it in the fields would change them, otherwise null (nothing to offer). */
export function draftToOffer<TValues extends FormValues>(draft: KeptDraft<TValues> | null, current: TValues): KeptDraft<TValues> | null {
  if (draft === null) return null;
  return Object.keys(changedFields(current, { ...current, ...draft.values })).length > 0 ? draft : null;
}

export const formMode = (context: { recordId: number | null }): FormMode => (context.recordId === null ? 'add' : 'edit');

export function createEntityFormMachine<TValues extends FormValues, TRecord>(config: EntityFormConfig<TValues, TRecord>) {
  type Context = EntityFormContext<TValues, TRecord>;
  const errorsOf = (context: Context) => fieldErrors<keyof TValues & string>(config.schema[formMode(context)], context.values);

  const definition = setup({
    // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
    types: {
      context: {} as Context,
      events: {} as EntityFormEvent<TValues>,
      /** `draft`: what the tab kept of this form before a reload, if anything. */
      input: {} as { recordId: number | null; draft?: KeptDraft<TValues> | null; restoreFrom?: number | null },
    },
    actors: {
      loadRecord: suppliedPromise<TRecord, { id: number }>('loadRecord'),
      /** One version of the record, from its history (issue #33 item 1). */
      loadVersion: suppliedPromise<RecordVersion, { id: number; versionId: number }>('loadVersion'),
      /** The record's changes made elsewhere, as `form.remoteChange` (issue #33 item 3); an add has none. */
      liveChanges: suppliedCallback<EntityFormEvent<TValues>, { id: number | null }>('liveChanges'),
      /** Answers the server's message. */
      save: suppliedPromise<string, SaveInput<TValues>>('save'),
      /** The app's one watcher of the server: `server.back` once it answers again. */
      serverBack: suppliedCallback<ServerBackEvent>('serverBack'),
    },
    actions: {
      notify: suppliedAction<Notice>(),
      navigate: suppliedAction<{ to: string }>(),
      /** The area's cached records are stale after a save: the list shows the saved values. */
      invalidateCache: suppliedAction(),
      /** Keeps the typed values for a reload (the app leaves out passwords and files). */
      keepDraft: suppliedAction<{ values: TValues; version: number | null }>(),
      /** Forgets the kept values: saved or discarded. */
      dropDraft: suppliedAction(),
      // Typing goes on from what is in the fields: the kept draft is now this, nothing to offer.
      change: assign({
        values: ({ context, event }) => {
          assertEvent(event, 'form.change');
          return { ...context.values, [event.field]: event.value };
        },
        draft: null,
      }),
      takeRecord: assign(({ context, event }) => {
        const record = (event as unknown as { output: TRecord }).output;
        const values = config.fromRecord(record);
        return { record, values, version: versionOf(record), draft: draftToOffer(context.draft, values) };
      }),
      // The version's fields over the current record: a field the version lacks (added since) keeps
      // its current value, and the version number stays the current one, so the save is an edit of now.
      takeVersion: assign(({ context, event }) => {
        const version = (event as unknown as { output: RecordVersion }).output;
        const versionRecord = { ...context.record, ...version.values, version: versionOf(context.record) } as TRecord;
        const values = config.fromRecord(versionRecord);
        return {
          values,
          versionRecord,
          restoring: { versionId: context.restoring!.versionId, createdAt: version.created_at, adminName: version.admin_name },
          draft: draftToOffer(context.draft, values),
        };
      }),
      takeChangedBy: assign({
        changedBy: ({ event }) => {
          assertEvent(event, 'form.remoteChange');
          return { adminName: event.adminName, action: event.action };
        },
      }),
      touch: assign({
        touched: ({ context, event }) => {
          assertEvent(event, 'form.blur');
          return { ...context.touched, [event.field]: true };
        },
      }),
    },
    guards: {
      isEdit: ({ context }) => context.recordId !== null,
      // Only an edit has a version to be stale.
      isStale: ({ context, event }) => context.recordId !== null && isStale((event as { error?: unknown }).error),
      hasStash: ({ context }) => context.stash !== null,
      hasDraft: ({ context }) => context.draft !== null,
      restoresVersion: ({ context }) => context.restoring !== null,
      isValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
      returnsAtOnce: ({ context }) => config.redirectAfter[formMode(context)] === 0,
      serverAway: ({ event }) => isServerAway((event as { error?: unknown }).error),
    },
    delays: {
      redirectAfterSave: ({ context }) => config.redirectAfter[formMode(context)],
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => ({
      recordId: input.recordId,
      // Only an edit has versions.
      restoring: input.recordId !== null && input.restoreFrom != null ? { versionId: input.restoreFrom, createdAt: null, adminName: null } : null,
      versionRecord: null,
      changedBy: null,
      record: null,
      values: config.empty,
      touched: {},
      submitted: false,
      version: null,
      stash: null,
      // On edit it is compared with the record once loaded (takeRecord).
      draft: input.recordId === null ? draftToOffer(input.draft ?? null, config.empty) : (input.draft ?? null),
    }),
    initial: 'start',
    invoke: { id: 'liveChanges', src: 'liveChanges', input: ({ context }) => ({ id: context.recordId }) },
    states: {
      start: {
        always: [{ guard: 'isEdit', target: 'loading' }, { target: 'editing' }],
      },
      loading: {
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ id: context.recordId! }),
          onDone: [
            { guard: 'restoresVersion', target: 'loadingVersion', actions: 'takeRecord' },
            { target: 'editing', actions: 'takeRecord' },
          ],
          onError: [
            { guard: 'serverAway', target: 'serverAway', actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) } },
            { target: 'loadFailed', actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) } },
          ],
        },
      },
      // The record could not be read (unknown id, a refusal): the form offers to try again.
      loadFailed: {
        on: { 'form.retry': 'loading' },
      },
      // No answer (the server or its database away): the form says so as in loadFailed, and asks
      // again by itself once the server answers, without a message each time (issue #31 item 1).
      serverAway: {
        invoke: { id: 'serverBack', src: 'serverBack' },
        on: { 'form.retry': 'loading', 'server.back': 'askingAgain' },
      },
      askingAgain: {
        on: { 'form.retry': 'loading' },
        invoke: {
          id: 'loadRecordAgain',
          src: 'loadRecord',
          input: ({ context }) => ({ id: context.recordId! }),
          onDone: [
            { guard: 'restoresVersion', target: 'loadingVersion', actions: 'takeRecord' },
            { target: 'editing', actions: 'takeRecord' },
          ],
          // Quiet while the server stays away: the form already says so.
          onError: [
            { guard: 'serverAway', target: 'serverAway' },
            { target: 'loadFailed', actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) } },
          ],
        },
      },
      // The record is here; its version from the history is read before the fields open.
      loadingVersion: {
        invoke: {
          id: 'loadVersion',
          src: 'loadVersion',
          input: ({ context }) => ({ id: context.recordId!, versionId: context.restoring!.versionId }),
          onDone: { target: 'editing', actions: 'takeVersion' },
          // The current values stay in the fields, and nothing says a version is being restored.
          onError: {
            target: 'editing',
            actions: [assign({ restoring: null }), { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) }],
          },
        },
      },
      editing: {
        on: {
          'form.change': { actions: ['change', { type: 'keepDraft', params: ({ context }) => ({ values: context.values, version: context.version }) }] },
          'form.blur': { actions: 'touch' },
          'form.submit': [
            // Saving what is in the fields: the offer is passed over (the save drops the draft).
            { guard: 'isValid', target: 'submitting', actions: assign({ submitted: true, draft: null }) },
            { actions: assign({ submitted: true }) },
          ],
          'form.restore': { guard: 'hasStash', actions: assign({ values: ({ context }) => ({ ...context.values, ...context.stash }), stash: null }) },
          'form.discardStash': { guard: 'hasStash', actions: assign({ stash: null }) },
          'form.restoreDraft': {
            guard: 'hasDraft',
            actions: assign({
              values: ({ context }) => ({ ...context.values, ...context.draft!.values }),
              version: ({ context }) => context.draft!.version ?? context.version,
              draft: null,
            }),
          },
          'form.discardDraft': { guard: 'hasDraft', actions: [assign({ draft: null }), 'dropDraft'] },
          // A save now would be refused as stale: the form says so at once (only an edit hears any).
          'form.remoteChange': { guard: 'isEdit', target: 'conflict', actions: 'takeChangedBy' },
        },
      },
      // Someone else saved the record since it was loaded: the fields keep what was typed; a save
      // would be refused again, so the way on is to load the current values.
      conflict: {
        on: {
          'form.change': { actions: ['change', { type: 'keepDraft', params: ({ context }) => ({ values: context.values, version: context.version }) }] },
          'form.blur': { actions: 'touch' },
          'form.reload': 'reloading',
          'form.remoteChange': { actions: 'takeChangedBy' },
        },
      },
      reloading: {
        invoke: {
          id: 'reloadRecord',
          src: 'loadRecord',
          input: ({ context }) => ({ id: context.recordId! }),
          onDone: {
            target: 'editing',
            actions: assign({
              // Every property reads the context as it was: `record` is still the version first loaded
              // (a conflict comes only from an edit, whose record was loaded before it could be saved).
              stash: ({ context }) => changedFields(config.fromRecord(context.record!), context.values),
              record: ({ event }) => event.output,
              values: ({ event }) => config.fromRecord(event.output),
              version: ({ event }) => versionOf(event.output),
              changedBy: null,
            }),
          },
          onError: {
            target: 'conflict',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
          },
        },
      },
      submitting: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ id: context.recordId, version: context.version, values: context.values, fromVersion: context.restoring?.versionId ?? null }),
          onDone: {
            target: 'saved',
            actions: [{ type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) }, 'dropDraft'],
          },
          onError: [
            { guard: 'isStale', target: 'conflict' },
            {
              target: 'editing',
              actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
            },
          ],
        },
      },
      // The success toast is on screen; the form stays locked until it returns to the list.
      saved: {
        always: { guard: 'returnsAtOnce', target: 'done' },
        after: { redirectAfterSave: 'done' },
      },
      done: {
        type: 'final',
        entry: ['invalidateCache', { type: 'navigate', params: { to: config.listPath } }],
      },
    },
  });
  // What the app supplies: see supplied.ts.
  return withNeeds(definition, { actors: ['loadRecord', 'loadVersion', 'save', 'serverBack', 'liveChanges'], actions: ['notify', 'navigate', 'invalidateCache', 'keepDraft', 'dropDraft'] });
}

export type EntityFormMachine<TValues extends FormValues, TRecord> = ReturnType<typeof createEntityFormMachine<TValues, TRecord>>;

/** The errors of the current values (all of them; `visibleErrors` decides which show). */
export function entityFormErrors<TValues extends FormValues>(
  config: Pick<EntityFormConfig<TValues, unknown>, 'schema'>,
  context: { recordId: number | null; values: TValues },
) {
  return fieldErrors<keyof TValues & string>(config.schema[formMode(context)], context.values);
}

/**
 * The form holds changes that leaving would lose (issue #15 item 5): values that differ from the
 * record as loaded (or the empty form on add), or the admin's changes kept aside after a
 * conflict. Once saved there is nothing to lose.
 */
export function entityFormIsDirty<TValues extends FormValues, TRecord>(
  config: Pick<EntityFormConfig<TValues, TRecord>, 'empty' | 'fromRecord'>,
  snapshot: { status: string; matches: (state: 'saved') => boolean; context: Pick<EntityFormContext<TValues, TRecord>, 'record' | 'values' | 'stash'> },
): boolean {
  if (snapshot.status === 'done' || snapshot.matches('saved')) return false;
  const { record, values, stash } = snapshot.context;
  return stash !== null || Object.keys(changedFields(record === null ? config.empty : config.fromRecord(record), values)).length > 0;
}
