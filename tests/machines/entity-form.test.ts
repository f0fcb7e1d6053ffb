/**
 * The generic add/edit form, modelled with the users' settings (add returns after 1 s, edit at
 * once), which take every transition of the factory, from add and from edit. The chefs' (1 s)
 * and admins' (at once) returns are pinned in entity-form.pinned.test.ts.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { email, REQUIRED, requiredText } from '../../src/api/contract/fields';
import { createEntityFormMachine, entityFormIsDirty, type EntityFormConfig, type KeptDraft } from '../../src/machines/entity-form.machine';
import { STALE_EDIT_CODE, STALE_EDIT_MESSAGE } from '../../src/api/contract/edit-version';
import { describeModel } from '../support/describe-model';
import { callsOf } from '../support/effects';

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
/**
 * What the tab kept of the form before a reload (issue #31 item 3): on add a half-typed name,
 * on edit a changed name over the chef's e-mail (never a password: the app leaves it out), typed
 * over version 2: the chef was saved since, so a save of the restored draft is stale.
 */
const addDraft: KeptDraft<PersonValues> = { values: { name: 'Dominique Crenn', email: '' }, version: null };
const editDraft: KeptDraft<PersonValues> = { values: { name: 'Dominique Crenn', email: massimo.email }, version: 2 };
/**
 * A version of the chef from its history (issue #33 item 1), as the version call answers it: the
 * chef's fields then, with the version number it had then, which a restore must not send (the
 * save edits the current version, 3).
 */
const RESTORED_VERSION_ID = 41;
/**
 * The restore starts on another record id than the other edit starts (the machine reads no id in
 * the record it loads), so its paths can be told apart after a version it could not read, where
 * the form is the plain edit form that the other starts already walk.
 */
const RESTORE_START_ID = massimo.id + 1;
const massimoThen = {
  created_at: '2026-02-01T09:00:00.000Z',
  admin_name: 'Ana Roš',
  values: { id: 5, name: 'Massimo Bottura (Osteria)', email: 'massimo@osteria-then.it', version: 1 },
};
const versionNotKept = new Error('This version of the record is not kept');
/** The server's refusal of a save based on an older version. */
const stale = Object.assign(new Error(STALE_EDIT_MESSAGE), { status: 409, code: STALE_EDIT_CODE });
/** No answer: the server (or its database) away for a while. */
const away = Object.assign(new Error('The server could not be reached'), { status: 0 });

/**
 * The spec's rules for a person's form (section 5, "User"), written here apart from the machine
 * and its schema (issue #35 item 3): the message ids of "This field is required" and "Please
 * enter valid email"; a name trimmed and at most 100 characters; the password required on add
 * only. The first broken rule of each field is its message.
 */
const MESSAGES = { required: 'validation.required', invalidEmail: 'validation.emailInvalid', nameTooLong: 'Must be at most 100 characters' } as const;
type PersonErrors = Partial<Record<keyof PersonValues, string>>;
function expectedErrors(values: PersonValues, adding: boolean): PersonErrors {
  const errors: PersonErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = MESSAGES.required;
  else if (name.length > 100) errors.name = MESSAGES.nameTooLong;
  const address = values.email.trim();
  if (address === '') errors.email = MESSAGES.required;
  else if (!/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(address)) errors.email = MESSAGES.invalidEmail;
  if (adding && values.password === '') errors.password = MESSAGES.required;
  return errors;
}
/** Spec section 5: a message shows once its field was left, or every one after a submit. */
const shownErrors = (errors: PersonErrors, touched: Record<string, boolean>, submitted: boolean): PersonErrors =>
  submitted ? errors : Object.fromEntries(Object.entries(errors).filter(([field]) => touched[field]));
/** What the form holds now, as the spec's rules judge it (add when it was started with no record). */
const errorsOf = (context: { recordId: number | null; values: PersonValues }) => expectedErrors(context.values, context.recordId === null);

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

/**
 * The form as the admin filled it in, kept by this test from the events it sends (issue #14
 * item 3), apart from the machine: the values it must hold and send, the fields left, whether a
 * submit was tried. Typing and leaving a field count in the form and in a conflict; a submit in
 * the form only.
 */
function filledForm(empty: PersonValues, fromRecord: (record: PersonRecord) => PersonValues) {
  let values = empty;
  let loaded: PersonValues | null = null;
  let stash: Partial<PersonValues> | null = null;
  let touched: Record<string, true> = {};
  let submitted = false;
  // The draft the form started with, and the one it offers (once the record is loaded, if it differs).
  let startDraft: KeptDraft<PersonValues> | null = null;
  let offered: KeptDraft<PersonValues> | null = null;
  // The version a save sends: the record's as loaded, or the restored draft's.
  let version: number | null = null;
  // The version from the history the form was opened on, and what the form must say of it.
  let startRestore: number | null = null;
  let restoring: { versionId: number; createdAt: string | null; adminName: string | null } | null = null;
  /** Issue #33 item 3: who changed the record elsewhere while it was being edited, until the current values are loaded. */
  let changedBy: { adminName: string; action: string } | null = null;
  let startedOnEdit = false;
  const differs = (draft: KeptDraft<PersonValues> | null, from: PersonValues) =>
    draft !== null && Object.entries(draft.values).some(([field, value]) => value !== from[field as keyof PersonValues]);
  type Step = {
    before: { matches: (state: 'editing' | 'conflict') => boolean } | null;
    snapshot: { matches: (state: 'submitting') => boolean };
    event: { type: string; field?: string; value?: string; output?: unknown } };
  return {
    hear({ before, snapshot, event }: Step) {
      if (before === null) {
        values = empty;
        loaded = stash = null;
        touched = {};
        submitted = false;
        offered = differs(startDraft, empty) ? startDraft : null;
        version = null;
        restoring = startRestore === null ? null : { versionId: startRestore, createdAt: null, adminName: null };
        changedBy = null;
        return;
      }
      // Heard while editing or in conflict (only an edit has a record to change); the current values loaded, it is past.
      if (event.type === 'form.remoteChange' && startedOnEdit && (before.matches('editing') || before.matches('conflict'))) {
        const { adminName, action } = event as unknown as { adminName: string; action: string };
        changedBy = { adminName, action };
      }
      if (event.type === 'xstate.done.actor.reloadRecord') changedBy = null;
      // The version's name and e-mail over the chef as loaded; the version number stays the loaded one.
      if (event.type === 'xstate.done.actor.loadVersion') {
        values = { name: massimoThen.values.name, email: massimoThen.values.email, password: '' };
        restoring = { versionId: startRestore!, createdAt: massimoThen.created_at, adminName: massimoThen.admin_name };
        offered = differs(startDraft, values) ? startDraft : null;
      }
      if (event.type === 'xstate.error.actor.loadVersion') restoring = null;
      if (event.type === 'xstate.done.actor.loadRecord' || event.type === 'xstate.done.actor.loadRecordAgain') {
        values = loaded = fromRecord(event.output as PersonRecord);
        version = (event.output as PersonRecord).version;
        offered = differs(startDraft, loaded) ? startDraft : null;
      }
      if (event.type === 'xstate.done.actor.reloadRecord') {
        // Kept aside: the fields the admin changed from the record as they loaded it.
        const base = loaded!;
        stash = Object.fromEntries(Object.entries(values).filter(([field, value]) => value !== base[field as keyof PersonValues]));
        values = loaded = fromRecord(event.output as PersonRecord);
        version = (event.output as PersonRecord).version;
      }
      const typing = before.matches('editing') || before.matches('conflict');
      // Typing or saving passes the offered draft over.
      if (typing && event.type === 'form.change') {
        values = { ...values, [event.field!]: event.value! };
        offered = null;
      }
      if (typing && event.type === 'form.blur') touched = { ...touched, [event.field!]: true };
      if (!before.matches('editing')) return;
      if (event.type === 'form.submit') submitted = true;
      if (event.type === 'form.submit' && snapshot.matches('submitting')) offered = null;
      if (event.type === 'form.restore' && stash !== null) values = { ...values, ...stash };
      if (event.type === 'form.restore' || event.type === 'form.discardStash') stash = null;
      if (event.type === 'form.restoreDraft' && offered !== null) {
        values = { ...values, ...offered.values };
        version = offered.version ?? version;
      }
      if (event.type === 'form.restoreDraft' || event.type === 'form.discardDraft') offered = null;
    },
    /** Told at each start (expectedEffects sees the input first). */
    startWith(draft: KeptDraft<PersonValues> | null, restoreFrom: number | null, onEdit: boolean) {
      startDraft = draft;
      startRestore = restoreFrom;
      startedOnEdit = onEdit;
    },
    get startedOnEdit() {
      return startedOnEdit;
    },
    /** In the form: a draft waits for Restore or Discard. */
    get offered() {
      return offered;
    },
    get version() {
      return version;
    },
    /** The version a save names, whose picture it puts back: the one restored, once read. */
    get restoredVersion() {
      return restoring?.versionId ?? null;
    },
    get values() {
      return values;
    },
    hold(context: {
      values: PersonValues;
      touched: Record<string, boolean>;
      submitted: boolean;
      draft: KeptDraft<PersonValues> | null;
      version: number | null;
      restoring: unknown;
      changedBy: unknown;
    }) {
      expect(context.values).toEqual(values);
      expect(context.restoring).toEqual(restoring);
      expect(context.changedBy).toEqual(changedBy);
      expect(context.version).toBe(version);
      expect(context.draft).toEqual(offered);
      expect(context.touched).toEqual(touched);
      expect(context.submitted).toBe(submitted);
    },
  };
}

{
  const area = personForm('userForm', '/user', { add: 1000, edit: 0 });
  const machine = createEntityFormMachine(area);
  const filled = filledForm(area.empty, area.fromRecord);
  describeModel({
    name: area.id,
    machine,
    starts: [
      { name: 'add', input: { recordId: null } },
      { name: 'edit', input: { recordId: massimo.id } },
      { name: 'add, a draft kept', input: { recordId: null, draft: addDraft } },
      { name: 'edit, a draft kept', input: { recordId: massimo.id, draft: editDraft } },
      { name: 'edit, restoring a version', input: { recordId: RESTORE_START_ID, restoreFrom: RESTORED_VERSION_ID } },
    ],
    events: {
      'form.change': [
        { field: 'name', value: 'Dominique Crenn' },
        { field: 'name', value: '   ' },
        { field: 'email', value: 'dominique@atelier.com' },
        { field: 'email', value: 'not-an-email' },
        { field: 'password', value: 'Saffron#Tide2026' },
      ],
      'form.blur': [{ field: 'name' }, { field: 'email' }],
      'form.submit': [{}],
      'form.retry': [{}],
      'form.reload': [{}],
      'form.restore': [{}],
      'form.discardStash': [{}],
      'form.restoreDraft': [{}],
      'form.discardDraft': [{}],
      'server.back': [{}],
      'form.remoteChange': [{ adminName: 'Ana Roš', action: 'edit' }],
    },
    outcomes: {
      // The app's watcher of the server: it only ever tells `server.back`.
      serverBack: {},
      // The app's live changes of the record: they only ever tell `form.remoteChange`.
      liveChanges: {},
      loadRecord: { done: [massimo], error: [new Error('Chef not found'), away] },
      loadRecordAgain: { done: [massimo], error: [away, new Error('Chef not found')] },
      reloadRecord: { done: [massimoNow], error: [new Error('The server could not be reached')] },
      loadVersion: { done: [massimoThen], error: [versionNotKept] },
      save: { done: ['Chef updated'], error: [Object.assign(new Error('This email is already in use'), { status: 409 }), stale] },
    },
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        status: snapshot.status,
        values: snapshot.context.values,
        stash: snapshot.context.stash,
        draft: snapshot.context.draft,
        version: snapshot.context.version,
        restoring: snapshot.context.restoring,
        shown: shownErrors(errorsOf(snapshot.context), snapshot.context.touched, snapshot.context.submitted),
      }),
    limit: 20_000,
    // Every event is also sent where the form refuses it: a transition taken out of the machine
    // (say, Try again after a failed load) is then caught by the effects this test expects.
    alsoRefused: true,
    // Typing only where a person can type; the model stays small.
    // In a conflict one edit of one field shows that typing goes on (the graph stays small).
    // The watcher is waited on only while the server is away: it tells nothing elsewhere.
    // A restored version walks its save and the save's conflict; typing in it is the same form's
    // typing, walked from the other starts.
    filterEvents: (snapshot, event) =>
      (snapshot.context.recordId !== RESTORE_START_ID ||
        event.type.startsWith('xstate.') ||
        ['form.submit', 'form.reload', 'form.restore', 'server.back', 'form.retry'].includes(event.type)) &&
      (event.type !== 'server.back' || snapshot.matches('serverAway')) &&
      // A change elsewhere is walked on a form as it opened (the conflict it leads to is walked
      // with typing from the stale save already), and in a conflict.
      (event.type !== 'form.remoteChange' ||
        (snapshot.matches('editing') && snapshot.context.stash === null && snapshot.context.draft === null && !entityFormIsDirty(area, snapshot)) ||
        snapshot.matches('conflict')) &&
      (event.type !== 'form.change' ||
      snapshot.matches('editing') ||
      (snapshot.matches('conflict') && event.field === 'name' && event.value === 'Dominique Crenn')),
    // Spec section 2 "Form screens", 4, 8: the record read on edit; the values sent only when
    // valid, with the record's id and version on edit; the server's message either way, but a
    // stale version says nothing (the form shows the conflict); after a save the area's cache is
    // made stale and the list comes back: at once on edit, after the toast's second on add.
    expectedEffects: ({ input, before, event }) => {
      const load = { kind: 'call', name: 'loadRecord', input: { id: input.recordId } } as const;
      // Issue #31 item 1: no answer waits on the app's one watcher of the server; leaving stops waiting.
      const waitForServer = { kind: 'call', name: 'serverBack', input: undefined } as const;
      const stopWaiting = { kind: 'cancel', name: 'serverBack' } as const;
      const back = [
        { kind: 'action', name: 'invalidateCache', params: undefined },
        { kind: 'action', name: 'navigate', params: { to: '/user' } },
        // The form is done: it follows the record's changes no more.
        { kind: 'cancel', name: 'liveChanges' },
      ] as const;
      if (before === null) {
        filled.startWith(input.draft ?? null, input.restoreFrom ?? null, input.recordId !== null);
        // The record's changes elsewhere are followed as long as the form lives (an add's id is none).
        const follow = { kind: 'call', name: 'liveChanges', input: { id: input.recordId } } as const;
        return input.recordId === null ? [follow] : [follow, load];
      }
      // The record this test started the form on (its input), and the version it last gave it.
      const recordId = input.recordId;
      switch (event.type) {
        case 'form.retry':
          // Try again while it is asking by itself: that call is dropped for a new one.
          if (before.matches('askingAgain')) return [load, { kind: 'cancel', name: 'loadRecord' }];
          if (before.matches('serverAway')) return [load, stopWaiting];
          return before.matches('loadFailed') ? [load] : [];
        // Once the server answers the form asks again by itself, and says nothing new while it stays away.
        case 'server.back':
          return [load, stopWaiting];
        case 'xstate.error.actor.loadRecordAgain':
          return event.error === away ? [waitForServer] : [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'Chef not found' } }];
        case 'form.reload':
          return before.matches('conflict') ? [load] : [];
        // Issue #33 item 1: opened on a version, the form reads it once the record is in; a version
        // it cannot read is said, and the form goes on from the current values.
        case 'xstate.done.actor.loadRecord':
        case 'xstate.done.actor.loadRecordAgain':
          return input.restoreFrom ? [{ kind: 'call', name: 'loadVersion', input: { id: RESTORE_START_ID, versionId: RESTORED_VERSION_ID } }] : [];
        case 'xstate.error.actor.loadVersion':
          return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: versionNotKept.message } }];
        // Issue #31 item 3: every change typed is kept for a reload.
        // Discarding the offered draft forgets it; restoring keeps it (the values are typed again).
        case 'form.discardDraft':
          return before.matches('editing') && filled.offered !== null ? [{ kind: 'action', name: 'dropDraft', params: undefined }] : [];
        case 'form.change':
          return before.matches('editing') || before.matches('conflict') ? [{ kind: 'action', name: 'keepDraft', params: { values: { ...filled.values, [event.field as string]: event.value }, version: filled.version } }] : [];
        case 'form.submit': {
          // Valid by the spec's rules, judged on the values this test typed.
          const valid = Object.keys(expectedErrors(filled.values, input.recordId === null)).length === 0;
          return before.matches('editing') && valid ? [{ kind: 'call', name: 'save', input: { id: recordId, version: filled.version, values: filled.values, fromVersion: filled.restoredVersion } }] : [];
        }
        case 'xstate.error.actor.loadRecord':
          return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: (event.error as Error).message } }, ...(event.error === away ? [waitForServer] : [])];
        case 'xstate.error.actor.reloadRecord':
          return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'The server could not be reached' } }];
        case 'xstate.done.actor.save':
          // Saved: the draft is dropped.
          return [
            { kind: 'action', name: 'notify', params: { kind: 'success', message: 'Chef updated' } },
            { kind: 'action', name: 'dropDraft', params: undefined },
            ...(recordId === null ? [] : back),
          ];
        case 'xstate.error.actor.save':
          return event.error === stale && recordId !== null ? [] : [{ kind: 'action', name: 'notify', params: { kind: 'error', message: (event.error as Error).message } }];
        case 'xstate.after.redirectAfterSave.userForm.saved':
          return [...back];
        default:
          return [];
      }
    },
    everyStep: (step) => {
      filled.hear(step as never);
      filled.hold(step.snapshot.context);
    },
    states: {
      editing: ({ snapshot }) => expect(entityFormIsDirty(area, snapshot)).toBe(expectedDirty(snapshot.context)),
      conflict: ({ snapshot }) => expect(entityFormIsDirty(area, snapshot)).toBe(expectedDirty(snapshot.context)),
      // Saved: nothing left to lose, whatever was typed.
      saved: ({ snapshot }) => expect(entityFormIsDirty(area, snapshot)).toBe(false),
      submitting: ({ snapshot, effects }) => {
        // Nothing invalid is ever sent; what is sent is the form's values, with the record's id on edit.
        expect(expectedErrors(filled.values, snapshot.context.recordId === null)).toEqual({});
        expect(callsOf(effects, 'save').at(-1)?.input).toEqual({ id: snapshot.context.recordId, version: filled.version, values: filled.values, fromVersion: filled.restoredVersion });
        // An edit sends the version of the record as last loaded, or of a restored draft (this
        // test's account of the steps); an add none.
        expect(snapshot.context.version).toBe(snapshot.context.recordId === null ? null : filled.version);
      },
      done: ({ snapshot }) => {
        expect(snapshot.status).toBe('done');
        expect(entityFormIsDirty(area, snapshot)).toBe(false);
      },
    },
    afterEvent: {
      'xstate.done.actor.loadRecord': ({ snapshot }) => {
        expect(snapshot.context.values).toEqual({ name: massimo.name, email: massimo.email, password: '' });
        expect(snapshot.context.version).toBe(3);
      },
      // After a conflict: the current values in the fields, on the current version; what was typed kept aside.
      'form.reload': ({ before, snapshot }) => expect(snapshot.matches('reloading')).toBe(before!.matches('conflict') || before!.matches('reloading')),
      'xstate.done.actor.reloadRecord': ({ snapshot }) => {
        expect(snapshot.matches('editing')).toBe(true);
        expect(snapshot.context.values).toEqual({ name: massimoNow.name, email: massimoNow.email, password: '' });
        expect(snapshot.context.version).toBe(4);
        // Kept aside: only what the admin had changed from the version they loaded.
        const stash = snapshot.context.stash!;
        for (const [field, value] of Object.entries(stash)) expect(value).not.toBe(massimo[field as 'name' | 'email'] ?? '');
      },
      'xstate.error.actor.reloadRecord': ({ snapshot }) => expect(snapshot.matches('conflict')).toBe(true),
      // Changed elsewhere while editing: in conflict at once (an add is never told); a save now would be refused.
      'form.remoteChange': ({ before, snapshot }) => {
        if (filled.startedOnEdit && (before!.matches('editing') || before!.matches('conflict'))) expect(snapshot.matches('conflict')).toBe(true);
        else expect(snapshot.value).toEqual(before!.value);
      },
      // The version's values in the fields, ready to save as an edit of the current version: leaving would lose them.
      'xstate.done.actor.loadVersion': ({ snapshot }) => {
        expect(snapshot.matches('editing')).toBe(true);
        expect(snapshot.context.values).toEqual({ name: 'Massimo Bottura (Osteria)', email: 'massimo@osteria-then.it', password: '' });
        expect(snapshot.context.version).toBe(3);
        expect(entityFormIsDirty(area, snapshot)).toBe(true);
        // The record as the version shows it (its picture, in an area with one), on the current version number.
        expect(snapshot.context.versionRecord).toEqual({ ...massimo, ...massimoThen.values, version: 3 });
      },
      'xstate.error.actor.loadVersion': ({ snapshot }) => {
        expect(snapshot.matches('editing')).toBe(true);
        expect(snapshot.context.versionRecord).toBeNull();
        expect(snapshot.context.values).toEqual({ name: massimo.name, email: massimo.email, password: '' });
      },
      // The admin's changes over the current version: an unchanged field keeps the other admin's value.
      'form.restore': ({ before, snapshot }) => {
        if (!before!.matches('editing') || before!.context.stash === null) return;
        expect(snapshot.context.stash).toBeNull();
        expect(snapshot.context.version).toBe(4);
        const { name, email } = snapshot.context.values;
        // Or the values of the version being restored, which are the admin's changes too.
        expect([massimoNow.name, 'Dominique Crenn', '   ', massimoThen.values.name]).toContain(name);
        expect([massimoNow.email, 'dominique@atelier.com', 'not-an-email', massimoThen.values.email]).toContain(email);
      },
      'form.discardStash': ({ before, snapshot }) => {
        if (!before!.matches('editing')) return;
        expect(snapshot.context.stash).toBeNull();
        // Only the kept changes are forgotten: the fields stay as they are.
        expect(snapshot.context.values).toEqual(before!.context.values);
      },
      // A refusal stays; no answer is asked again by itself.
      'xstate.error.actor.loadRecord': ({ snapshot, event }) => expect(snapshot.value).toBe(event.error === away ? 'serverAway' : 'loadFailed'),
      'xstate.error.actor.loadRecordAgain': ({ snapshot, event }) => expect(snapshot.value).toBe(event.error === away ? 'serverAway' : 'loadFailed'),
      // The server answers again: the record is asked for, the failure still on screen meanwhile.
      'server.back': ({ snapshot }) => expect(snapshot.value).toBe('askingAgain'),
      'xstate.done.actor.loadRecordAgain': ({ snapshot }) => expect(snapshot.context.values).toEqual({ name: massimo.name, email: massimo.email, password: '' }),
      // Straight back when the area says so (edit); otherwise the toast shows first.
      'xstate.done.actor.save': ({ snapshot }) => expect(snapshot.matches(snapshot.context.recordId === null ? 'saved' : 'done')).toBe(true),
      // A stale version: the conflict; any other refusal: back to the form.
      'xstate.error.actor.save': ({ snapshot, event }) =>
        expect(snapshot.value).toBe(event.error === stale && snapshot.context.recordId !== null ? 'conflict' : 'editing'),
      // Every message shows after a submit.
      'form.submit': ({ before, snapshot }) => {
        if (!before!.matches('editing')) return;
        expect(snapshot.context.submitted).toBe(true);
        const errors = expectedErrors(filled.values, snapshot.context.recordId === null);
        expect(shownErrors(errors, snapshot.context.touched, snapshot.context.submitted)).toEqual(errors);
        // Sent only when the spec's rules find nothing wrong; otherwise the form stays.
        expect(snapshot.matches('submitting')).toBe(Object.keys(errors).length === 0);
      },
    },
  });
}
