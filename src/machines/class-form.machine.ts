/**
 * The class add/edit form (spec sections 2, 5, 8; issue #6). It first reads the chefs, meal types
 * and ingredients it offers: with no chef it says "First create chef for create the class" and
 * 2 s later goes to /chef/add; with no meal type, "No meal for selection" and /meal. On edit the
 * class is then loaded. A chosen video is measured: anything but exactly 960x360 is discarded
 * with the spec's message; its duration fills the read-only field and bounds every end time.
 * Saving shows the server's message, hands a new video to the upload, and returns to /class 1 s
 * later. The errors are derived from the values (class-form.values.ts).
 *
 * Drafts survive (issue #31 item 3), as in the entity forms: every change hands the values to
 * `keepDraft`; a draft read when the form opened is offered once the class is loaded, if it
 * differs from it (Restore, Discard); typing or saving passes the offer over; a save or a discard
 * drops the draft.
 *
 * Never blank (issue #31 item 1): when the look-ups or the class found no server, the form says so
 * as for any failed load and waits on the app's watcher (`serverBack`); once the server answers it
 * reads them again by itself, saying nothing new while the server stays away.
 */
import { and, assign, setup, type SnapshotFrom } from 'xstate';
import { isServerAway, type ServerBackEvent } from './server-away';
import { suppliedAction, suppliedCallback, suppliedPromise, withNeeds } from './supplied';
import { REDIRECT_AFTER_MISSING_LOOKUP_MS, REDIRECT_AFTER_SAVE_MS, VIDEO_HEIGHT_PX, VIDEO_WIDTH_PX } from '../constants';
import { STALE_EDIT_CODE } from '../api/contract/edit-version';
import { errorMessage } from './error-message';
import {
  classFormErrors,
  emptyClassValues,
  hasErrors,
  NO_CHEFS_MESSAGE,
  NO_MEAL_TYPES_MESSAGE,
  VIDEO_SIZE_MESSAGE,
  type ClassField,
  type ClassValues,
  type IngredientRow,
  type InstructionRow,
  type Lookups,
} from './class-form.values';
import type { Notice } from './notify';

export type ClassFormEvent =
  | { type: 'form.change'; field: ClassField; value: string | File | null }
  | { type: 'form.blur'; field: ClassField }
  | { type: 'form.submit' }
  | { type: 'form.retry' }
  /** After a conflict (issue #15 item 2): load the class as it is now… */
  | { type: 'form.reload' }
  /** …then put back the admin's own changes over it, or drop them. */
  | { type: 'form.restore' }
  | { type: 'form.discardStash' }
  /** The draft kept before a reload: put it in the fields, or drop it. */
  | { type: 'form.restoreDraft' }
  | { type: 'form.discardDraft' }
  | { type: 'instruction.add' }
  | { type: 'instruction.remove'; index: number }
  | { type: 'instruction.change'; index: number; field: keyof InstructionRow; value: string }
  | { type: 'ingredient.add' }
  | { type: 'ingredient.remove'; index: number }
  | { type: 'ingredient.change'; index: number; field: 'ingredientText' | 'measurement'; value: string }
  | { type: 'mealType.toggle'; id: number }
  | { type: 'video.pick'; file: File }
  | { type: 'video.clear' }
  /** The server answers again (the app's watcher): look-ups and class that found none are read again. */
  | ServerBackEvent;

export type ClassFormContext = {
  recordId: number | null;
  /** Local date `YYYY-MM-DD` when the form opened: no class in the past. */
  today: string;
  lookups: Lookups;
  values: ClassValues;
  touched: Partial<Record<ClassField, boolean>>;
  submitted: boolean;
  /** A chosen video while it is measured; kept only if it is exactly 960x360. */
  videoCandidate: File | null;
  /** Why the last chosen video was refused (spec: the file is discarded). */
  videoRefusal: string | null;
  /** The stored video's length on edit: removing a newly chosen video gives it back. */
  storedDuration: number | null;
  /** The class as loaded, to tell the admin's own changes from the rest. */
  loaded: ClassValues | null;
  /** Someone else saved the class since it was loaded: a save waits for the current values. */
  conflict: boolean;
  /** The admin's own changes, kept aside when they loaded the current values after a conflict. */
  stash: Partial<ClassValues> | null;
  /** Values typed before a reload, a crash or a new version, offered back; null when none differ. */
  draft: Partial<ClassValues> | null;
  /** The admin was told the server is away: asking again by itself says nothing new. */
  awaySaid: boolean;
};

/** The fields the admin changed from the class as loaded (its version is never one of them). */
export function classChanges(loaded: ClassValues, typed: ClassValues): Partial<ClassValues> {
  const same = (a: unknown, b: unknown) => a === b || (!(a instanceof File) && !(b instanceof File) && JSON.stringify(a) === JSON.stringify(b));
  return Object.fromEntries(
    Object.entries(typed).filter(([field, value]) => field !== 'version' && !same(value, loaded[field as keyof ClassValues])),
  ) as Partial<ClassValues>;
}

/** The draft when putting it in the fields would change them, otherwise null (nothing to offer). */
export function classDraftToOffer(draft: Partial<ClassValues> | null, current: ClassValues): Partial<ClassValues> | null {
  return draft !== null && Object.keys(classChanges(current, { ...current, ...draft })).length > 0 ? draft : null;
}

export type ClassSaved = { message: string; classId: number; videoName: string | null };

export const classFormErrorsOf = (context: Pick<ClassFormContext, 'values' | 'lookups' | 'today'>) =>
  classFormErrors(context.values, context.lookups, context.today);

const rowsWithout = <T>(rows: T[], index: number) => rows.filter((_, i) => i !== index);
const rowsWith = <T>(rows: T[], index: number, change: Partial<T>) => rows.map((row, i) => (i === index ? { ...row, ...change } : row));

/** After each change typed: the offer passed over, the values kept. */
const typed = ['passOverDraft', { type: 'keepDraft', params: ({ context }: { context: ClassFormContext }) => ({ values: context.values }) }] as const;

/** Either load (look-ups or the class) failed: the server away is said once and then waited for. */
const notifyLoadError = { type: 'notify', params: ({ event }: { event: { error?: unknown } }): Notice => ({ kind: 'error', message: errorMessage(event.error) }) } as const;
const loadFailure = [
  // Asking again by itself: the form already says the server is away.
  { guard: and(['serverAway', 'awaySaid']), target: 'serverAway' },
  { guard: 'serverAway', target: 'serverAway', actions: [notifyLoadError, 'markAwaySaid'] },
  { target: 'loadFailed', actions: notifyLoadError },
] as const;

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as ClassFormContext,
    events: {} as ClassFormEvent,
    /** `draft`: what the tab kept of this form before a reload, if anything. */
    input: {} as { recordId: number | null; today: string; draft?: Partial<ClassValues> | null },
  },
  actors: {
    loadLookups: suppliedPromise<Lookups, void>('loadLookups'),
    /** `current`: read past any cache, the class as it is now (after a conflict). */
    loadClass: suppliedPromise<ClassValues, { id: number; current?: boolean }>('loadClass'),
    /** Reads a video's frame size and duration (seconds) in the browser. */
    probeVideo: suppliedPromise<{ width: number; height: number; duration: number }, File>('probeVideo'),
    /** The look-ups travel along: an ingredient row names its ingredient, the call sends its id. */
    save: suppliedPromise<ClassSaved, { id: number | null; values: ClassValues; lookups: Lookups }>('save'),
    /** The app's one watcher of the server: `server.back` once it answers again. */
    serverBack: suppliedCallback<ServerBackEvent>('serverBack'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    navigate: suppliedAction<{ to: string }>(),
    /** The cached classes are stale after a save: the list shows the saved class. */
    invalidateCache: suppliedAction(),
    /** Hands a saved class's new video to the upload (which outlives this form). */
    startUpload: suppliedAction<{ classId: number; file: File; videoName: string }>(),
    /** Keeps the typed values for a reload (the app leaves out files). */
    keepDraft: suppliedAction<{ values: ClassValues }>(),
    /** Forgets the kept values: saved or discarded. */
    dropDraft: suppliedAction(),
    // Typing goes on from what is in the fields: the kept draft is now this, nothing to offer.
    passOverDraft: assign({ draft: null }),
    markAwaySaid: assign({ awaySaid: true }),
  },
  guards: {
    hasNoChefs: ({ event }) => (event as unknown as { output: Lookups }).output.chefs.length === 0,
    hasNoMealTypes: ({ event }) => (event as unknown as { output: Lookups }).output.mealTypes.length === 0,
    isEdit: ({ context }) => context.recordId !== null,
    inConflict: ({ context }) => context.conflict,
    serverAway: ({ event }) => isServerAway((event as { error?: unknown }).error),
    awaySaid: ({ context }) => context.awaySaid,
    hasStash: ({ context }) => context.stash !== null,
    hasDraft: ({ context }) => context.draft !== null,
    // Only an edit has a version to be stale (409 alone also means a video name taken).
    isStale: ({ context, event }) =>
      context.recordId !== null && ((event as { error?: { code?: unknown } }).error?.code ?? null) === STALE_EDIT_CODE,
    isValid: ({ context }) => !hasErrors(classFormErrorsOf(context)),
    isExactVideoSize: ({ event }) => {
      const { width, height } = (event as unknown as { output: { width: number; height: number } }).output;
      return width === VIDEO_WIDTH_PX && height === VIDEO_HEIGHT_PX;
    },
    hasNewVideo: ({ context, event }) =>
      context.values.video !== null && (event as unknown as { output: ClassSaved }).output.videoName !== null,
  },
  delays: {
    redirectAfterMissingLookup: REDIRECT_AFTER_MISSING_LOOKUP_MS,
    redirectAfterSave: REDIRECT_AFTER_SAVE_MS,
  },
}).createMachine({
  id: 'classForm',
  context: ({ input }) => ({
    recordId: input.recordId,
    today: input.today,
    lookups: { chefs: [], mealTypes: [], ingredients: [] },
    values: emptyClassValues,
    touched: {},
    submitted: false,
    videoCandidate: null,
    videoRefusal: null,
    storedDuration: null,
    loaded: null,
    conflict: false,
    stash: null,
    // On edit it is compared with the class once loaded.
    draft: input.recordId === null ? classDraftToOffer(input.draft ?? null, emptyClassValues) : (input.draft ?? null),
    awaySaid: false,
  }),
  initial: 'loadingLookups',
  states: {
    loadingLookups: {
      invoke: {
        id: 'loadLookups',
        src: 'loadLookups',
        onDone: [
          { guard: 'hasNoChefs', target: 'missingChefs' },
          { guard: 'hasNoMealTypes', target: 'missingMealTypes' },
          { guard: 'isEdit', target: 'loadingClass', actions: assign({ lookups: ({ event }) => event.output }) },
          { target: 'editing', actions: assign({ lookups: ({ event }) => event.output }) },
        ],
        onError: loadFailure,
      },
    },
    missingChefs: {
      entry: { type: 'notify', params: { kind: 'error', message: NO_CHEFS_MESSAGE } },
      after: { redirectAfterMissingLookup: { target: 'left', actions: { type: 'navigate', params: { to: '/chef/add' } } } },
    },
    missingMealTypes: {
      entry: { type: 'notify', params: { kind: 'error', message: NO_MEAL_TYPES_MESSAGE } },
      after: { redirectAfterMissingLookup: { target: 'left', actions: { type: 'navigate', params: { to: '/meal' } } } },
    },
    loadingClass: {
      invoke: {
        id: 'loadClass',
        src: 'loadClass',
        input: ({ context }) => ({ id: context.recordId! }),
        onDone: {
          target: 'editing',
          actions: assign({
            values: ({ event }) => event.output,
            loaded: ({ event }) => event.output,
            storedDuration: ({ event }) => event.output.duration,
            draft: ({ context, event }) => classDraftToOffer(context.draft, event.output),
          }),
        },
        onError: loadFailure,
      },
    },
    loadFailed: {
      on: { 'form.retry': 'loadingLookups' },
    },
    // No answer (the server or its database away): said as in loadFailed; read again by itself once
    // the server answers. Try again asks at once, and says again what it finds.
    serverAway: {
      invoke: { id: 'serverBack', src: 'serverBack' },
      on: {
        'form.retry': { target: 'loadingLookups', actions: assign({ awaySaid: false }) },
        'server.back': 'loadingLookups',
      },
    },
    editing: {
      on: {
        'form.change': { actions: [assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }), ...typed] },
        'form.blur': { actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
        'instruction.add': {
          actions: [assign({ values: ({ context }) => ({ ...context.values, instructions: [...context.values.instructions, { text: '', timestamp: '', endTimestamp: '' }] }) }), ...typed],
        },
        'instruction.remove': {
          actions: [assign({ values: ({ context, event }) => ({ ...context.values, instructions: rowsWithout(context.values.instructions, event.index) }) }), ...typed],
        },
        'instruction.change': {
          actions: [assign({
            values: ({ context, event }) => ({ ...context.values, instructions: rowsWith(context.values.instructions, event.index, { [event.field]: event.value }) }),
          }), ...typed],
        },
        'ingredient.add': {
          actions: [assign({
            values: ({ context }) => ({ ...context.values, ingredients: [...context.values.ingredients, { id: null, ingredientText: '', measurement: '' } as IngredientRow] }),
          }), ...typed],
        },
        'ingredient.remove': {
          actions: [assign({ values: ({ context, event }) => ({ ...context.values, ingredients: rowsWithout(context.values.ingredients, event.index) }) }), ...typed],
        },
        'ingredient.change': {
          actions: [assign({
            values: ({ context, event }) => ({ ...context.values, ingredients: rowsWith(context.values.ingredients, event.index, { [event.field]: event.value }) }),
          }), ...typed],
        },
        'mealType.toggle': {
          actions: [assign({
            values: ({ context, event }) => ({
              ...context.values,
              mealTypeIds: context.values.mealTypeIds.includes(event.id)
                ? context.values.mealTypeIds.filter((id) => id !== event.id)
                : [...context.values.mealTypeIds, event.id],
            }),
          }), ...typed],
        },
        'video.pick': { target: 'probingVideo', actions: assign({ videoCandidate: ({ event }) => event.file, videoRefusal: null }) },
        'video.clear': {
          actions: [assign({ values: ({ context }) => ({ ...context.values, video: null, duration: context.storedDuration }), videoRefusal: null }), ...typed],
        },
        'form.submit': [
          // A save would be refused again: the current values come first (the try still counts).
          { guard: 'inConflict', actions: assign({ submitted: true }) },
          // Saving what is in the fields: the offer is passed over (the save drops the draft).
          { guard: 'isValid', target: 'submitting', actions: assign({ submitted: true, draft: null }) },
          { actions: assign({ submitted: true }) },
        ],
        'form.reload': { guard: 'inConflict', target: 'reloadingClass' },
        'form.restore': { guard: 'hasStash', actions: assign({ values: ({ context }) => ({ ...context.values, ...context.stash }), stash: null }) },
        'form.discardStash': { guard: 'hasStash', actions: assign({ stash: null }) },
        'form.restoreDraft': { guard: 'hasDraft', actions: assign({ values: ({ context }) => ({ ...context.values, ...context.draft }), draft: null }) },
        'form.discardDraft': { guard: 'hasDraft', actions: ['passOverDraft', 'dropDraft'] },
      },
    },
    reloadingClass: {
      invoke: {
        id: 'reloadClass',
        src: 'loadClass',
        input: ({ context }) => ({ id: context.recordId!, current: true }),
        onDone: {
          target: 'editing',
          actions: assign({
            // Every property reads the context as it was: `loaded` is still the class first loaded.
            stash: ({ context }) => (context.loaded === null ? null : classChanges(context.loaded, context.values)),
            values: ({ event }) => event.output,
            loaded: ({ event }) => event.output,
            storedDuration: ({ event }) => event.output.duration,
            conflict: false,
          }),
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
        },
      },
    },
    probingVideo: {
      invoke: {
        id: 'probeVideo',
        src: 'probeVideo',
        input: ({ context }) => context.videoCandidate!,
        onDone: [
          {
            guard: 'isExactVideoSize',
            target: 'editing',
            actions: assign({
              values: ({ context, event }) => ({ ...context.values, video: context.videoCandidate, duration: Math.round(event.output.duration) }),
              videoCandidate: null,
            }),
          },
          { target: 'editing', actions: assign({ videoCandidate: null, videoRefusal: VIDEO_SIZE_MESSAGE }) },
        ],
        onError: { target: 'editing', actions: assign({ videoCandidate: null, videoRefusal: VIDEO_SIZE_MESSAGE }) },
      },
    },
    submitting: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ id: context.recordId, values: context.values, lookups: context.lookups }),
        onDone: [
          {
            guard: 'hasNewVideo',
            target: 'saved',
            actions: [
              { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              'dropDraft',
              {
                type: 'startUpload',
                params: ({ context, event }) => ({ classId: event.output.classId, file: context.values.video!, videoName: event.output.videoName! }),
              },
            ],
          },
          { target: 'saved', actions: [{ type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) }, 'dropDraft'] },
        ],
        onError: [
          { guard: 'isStale', target: 'editing', actions: assign({ conflict: true }) },
          {
            target: 'editing',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
          },
        ],
      },
    },
    saved: {
      after: { redirectAfterSave: { target: 'left', actions: ['invalidateCache', { type: 'navigate', params: { to: '/class' } }] } },
    },
    left: { type: 'final' },
  },
});

/** What the app supplies: see supplied.ts. */
export const classFormMachine = withNeeds(definition, { actors: ['loadLookups', 'loadClass', 'probeVideo', 'save', 'serverBack'], actions: ['notify', 'navigate', 'invalidateCache', 'startUpload', 'keepDraft', 'dropDraft'] });

/**
 * The form holds changes that leaving would lose (issue #15 item 5): values that differ from the
 * class as loaded (or the empty form), or the admin's changes kept aside after a conflict. Once
 * saved there is nothing to lose.
 */
export function classFormIsDirty(snapshot: SnapshotFrom<typeof classFormMachine>): boolean {
  if (snapshot.matches('saved') || snapshot.matches('left')) return false;
  const { loaded, values, stash } = snapshot.context;
  return stash !== null || Object.keys(classChanges(loaded ?? emptyClassValues, values)).length > 0;
}
