/**
 * The interface language (spec sections 1, 2, 9; DESIGN.md section 6): six locales, the default
 * from the build's configuration, the person's choice kept in browser storage across reloads.
 * Catalogues are loaded on demand by the injected `loadCatalogue` actor, in two parts: the
 * first (the login page's and the toasts' texts) always, the second (every other screen's) once
 * a screen asks for it. A choice that cannot be loaded leaves the page in the language it was
 * in, and says so.
 * The locale shown is the one whose catalogue is in `messages`: the view never shows a
 * language it has no texts for.
 */
import { assign, setup } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { CATALOGUE_RETRY_MS } from '../constants';
import { isLocale, textDirection, type Locale, type TextDirection } from '../i18n/locales';
import type { Notice } from './notify';

/** A catalogue as the loader returns it: message id to message (a string, or its parsed form once built). */
export type Catalogue = Record<string, unknown>;

/** Which parts of which locale to load; the loader answers them merged into one catalogue. */
export type CatalogueRequest = { locale: Locale; first: boolean; areas: boolean };

/** Said, in the language shown, when a chosen language cannot be loaded (the view translates it). */
export const LOCALE_LOAD_FAILED = 'The chosen language could not be loaded.';

export type LocaleEvent =
  | { type: 'locale.choose'; locale: Locale }
  /** A screen other than the login page is shown: it needs the second part. */
  | { type: 'locale.needAreas' }
  | { type: 'locale.retry' };

export type LocaleInput = {
  /** What browser storage holds, unchecked: anything but a known locale is ignored (the next choice overwrites it). */
  stored: unknown;
  defaultLocale: Locale;
  /** A session restored on reload shows the shell at once: load the second part with the first. */
  withAreas: boolean;
};

export type LocaleContext = {
  /** The locale shown, or the one loading before anything is shown. */
  locale: Locale;
  defaultLocale: Locale;
  /** The locale being switched to while the current one stays on screen. */
  pending: Locale | null;
  /** The shown catalogue: first part, plus the areas' part once loaded. Null until the first load. */
  messages: Catalogue | null;
  withAreas: boolean;
  /** Whether the load under way includes the second part (a screen may ask for it while it runs). */
  areasAsked: boolean;
  areasLoaded: boolean;
};

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as LocaleInput,
  },
  actors: {
    loadCatalogue: suppliedPromise<Catalogue, CatalogueRequest>('loadCatalogue'),
  },
  actions: {
    persistLocale: suppliedAction<{ locale: Locale }>(),
    /** `lang` and `dir` of the document root. */
    applyDocument: suppliedAction<{ locale: Locale; dir: TextDirection }>(),
    notify: suppliedAction<Notice>(),
    rememberChoice: assign({ pending: ({ event }) => (event.type === 'locale.choose' ? event.locale : null) }),
    askForAreas: assign({ withAreas: true }),
    /** Entering a load of the first part: note whether the areas' part comes with it. */
    noteAreasAsked: assign({ areasAsked: ({ context }) => context.withAreas }),
    showCatalogue: assign(({ context }, messages: Catalogue) => ({ messages, areasLoaded: context.areasAsked })),
  },
  guards: {
    isNotDefault: ({ context }) => context.locale !== context.defaultLocale,
    areasMissing: ({ context }) => context.withAreas && !context.areasLoaded,
    areasNotAsked: ({ context }) => !context.withAreas,
    isOtherLocale: ({ context, event }) => event.type === 'locale.choose' && isLocale(event.locale) && event.locale !== context.locale,
    isNewChoice: ({ context, event }) => event.type === 'locale.choose' && isLocale(event.locale) && event.locale !== context.pending,
  },
  delays: {
    retryLoad: CATALOGUE_RETRY_MS,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({
    locale: isLocale(input.stored) ? input.stored : input.defaultLocale,
    defaultLocale: input.defaultLocale,
    pending: null,
    messages: null,
    withAreas: input.withAreas,
    areasAsked: false,
    areasLoaded: false,
  }),
  on: {
    'locale.needAreas': { guard: 'areasNotAsked', actions: 'askForAreas' },
  },
  initial: 'loading',
  states: {
    /** The first load: nothing is shown until a catalogue is in. */
    loading: {
      entry: 'noteAreasAsked',
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ locale: context.locale, first: true, areas: context.withAreas }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'showCatalogue', params: ({ event }) => event.output },
            { type: 'applyDocument', params: ({ context }) => ({ locale: context.locale, dir: textDirection(context.locale) }) },
          ],
        },
        onError: [
          {
            // The stored choice cannot be loaded: show the default language, and say so.
            guard: 'isNotDefault',
            target: 'loading',
            reenter: true,
            actions: [
              assign({ locale: ({ context }) => context.defaultLocale }),
              { type: 'notify', params: { kind: 'error', message: LOCALE_LOAD_FAILED } },
            ],
          },
          { target: 'failed' },
        ],
      },
    },
    /** Not even the default catalogue came: there is no text to show anything with; try again. */
    failed: {
      after: { retryLoad: 'loading' },
    },
    ready: {
      always: { guard: 'areasMissing', target: 'loadingAreas' },
      on: {
        'locale.choose': { guard: 'isOtherLocale', target: 'switching', actions: 'rememberChoice' },
      },
    },
    /** The screen that asked waits for the second part; the first stays shown. */
    loadingAreas: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ locale: context.locale, first: false, areas: true }),
        onDone: {
          target: 'ready',
          actions: assign({ messages: ({ context, event }) => ({ ...context.messages, ...event.output }), areasLoaded: true }),
        },
        onError: { target: 'areasFailed' },
      },
      on: {
        'locale.choose': { guard: 'isOtherLocale', target: 'switching', actions: 'rememberChoice' },
      },
    },
    /** The screen that asked says its texts could not be loaded, and offers to try again. */
    areasFailed: {
      on: {
        'locale.retry': 'loadingAreas',
        'locale.choose': { guard: 'isOtherLocale', target: 'switching', actions: 'rememberChoice' },
      },
    },
    /** The chosen catalogue loads while the current language stays on screen. */
    switching: {
      entry: 'noteAreasAsked',
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ locale: context.pending!, first: true, areas: context.withAreas }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ locale: ({ context }) => context.pending!, pending: null }),
            { type: 'showCatalogue', params: ({ event }) => event.output },
            { type: 'persistLocale', params: ({ context }) => ({ locale: context.locale }) },
            { type: 'applyDocument', params: ({ context }) => ({ locale: context.locale, dir: textDirection(context.locale) }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: [assign({ pending: null }), { type: 'notify', params: { kind: 'error', message: LOCALE_LOAD_FAILED } }],
        },
      },
      on: {
        // The newest choice wins: leaving the state stops the older load.
        // Choosing the language shown again loads it again: quick, and no state of its own to test.
        'locale.choose': { guard: 'isNewChoice', target: 'switching', reenter: true, actions: 'rememberChoice' },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const localeMachine = withNeeds(definition, { actors: ['loadCatalogue'], actions: ['persistLocale', 'applyDocument', 'notify'] });
