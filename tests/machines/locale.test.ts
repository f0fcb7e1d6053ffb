import { expect } from 'vitest';
import { localeMachine, type LocaleContext } from '../../src/machines/locale.machine';
import { LOCALES, textDirection, type Locale } from '../../src/i18n/locales';
import { describeModel } from '../support/describe-model';
import { callsOf, type Effect } from '../support/effects';

const lastLoad = (effects: Effect[]) => callsOf(effects, 'loadCatalogue').at(-1)?.input;

// Spelt out: the text is the catalogue's key for it in every language.
const loadFailed = { kind: 'action', name: 'notify', params: { kind: 'error', message: 'The chosen language could not be loaded.' } } as const;

/*
 * The effects table (spec sections 1, 9; DESIGN.md section 6), by what the person sees: the
 * three kinds of load (the first texts, a switch, the areas' texts) and what ends them.
 */
type LoadState = 'loading' | 'switching' | 'loadingAreas';
const LOADS: LoadState[] = ['loading', 'switching', 'loadingAreas'];
const loadOf = (snapshot: { matches: (state: never) => boolean }) => LOADS.find((state) => snapshot.matches(state as never)) ?? null;
const ours = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
const load = (input: { locale: Locale; first: boolean; areas: boolean }): Effect => ({ kind: 'call', name: 'loadCatalogue', input });
const shown = (locale: Locale): Effect => ({ kind: 'action', name: 'applyDocument', params: { locale, dir: textDirection(locale) } });
const stored = (locale: Locale): Effect => ({ kind: 'action', name: 'persistLocale', params: { locale } });

describeModel({
  name: 'locale',
  machine: localeMachine,
  starts: [
    { name: 'nothing stored', input: { stored: null, defaultLocale: 'en-US', withAreas: false } },
    { name: 'Arabic stored, session restored', input: { stored: 'ar', defaultLocale: 'en-US', withAreas: true } },
    { name: 'a foreign value stored', input: { stored: 'tlh', defaultLocale: 'en-US', withAreas: false } },
  ],
  events: {
    // 'tlh' is no locale of ours (a stale link, a hand-made event): it must change nothing.
    'locale.choose': [{ locale: 'fr' }, { locale: 'zh-CN' }, { locale: 'en-US' }, { locale: 'tlh' as Locale }],
    'locale.needAreas': [{}],
    'locale.retry': [{}],
  },
  outcomes: {
    loadCatalogue: { done: [{ 'auth.login.submit': 'Connexion' }], error: [new Error('Failed to fetch dynamically imported module')] },
  },
  alsoRefused: true,
  expectedEffects: ({ input, before, event }) => {
    if (before === null) return [load({ locale: ours(input.stored) ? input.stored : 'en-US', first: true, areas: input.withAreas })];
    const { locale, pending, withAreas, areasAsked, areasLoaded } = before.context as LocaleContext;
    const was = loadOf(before);
    // Texts shown on a screen that needs the areas' part and has not got it: that part loads next.
    const areasNext = (missing: boolean, of: Locale) => (missing ? [load({ locale: of, first: false, areas: true })] : []);
    switch (event.type) {
      case 'locale.choose': {
        const chosen = event.locale as unknown;
        const offered = before.matches('ready') || before.matches('loadingAreas') || before.matches('areasFailed');
        // Only a language of ours, other than the one shown (or, mid-switch, than the one coming).
        const taken = ours(chosen) && ((offered && chosen !== locale) || (before.matches('switching') && chosen !== pending));
        if (!taken) return [];
        // A load under way (the areas' texts, an older choice) gives way to the newest choice.
        return [...(was ? [{ kind: 'cancel', name: 'loadCatalogue' } as const] : []), load({ locale: chosen, first: true, areas: withAreas })];
      }
      case 'locale.needAreas':
        return before.matches('ready') && !withAreas ? [load({ locale, first: false, areas: true })] : [];
      case 'locale.retry':
        return before.matches('areasFailed') ? [load({ locale, first: false, areas: true })] : [];
      case 'xstate.done.actor.loadCatalogue':
        if (was === 'loading') return [shown(locale), ...areasNext(withAreas && !areasAsked, locale)];
        // Only a choice is stored; the first load keeps storage as it was.
        if (was === 'switching') return [stored(pending!), shown(pending!), ...areasNext(withAreas && !areasAsked, pending!)];
        return [];
      case 'xstate.error.actor.loadCatalogue':
        // The stored language failed: the default's is loaded, and the failure said.
        if (was === 'loading') return locale === 'en-US' ? [] : [loadFailed, load({ locale: 'en-US', first: true, areas: withAreas })];
        // A chosen language failed: said, in the language that stays.
        if (was === 'switching') return [loadFailed, ...areasNext(withAreas && !areasLoaded, locale)];
        // The areas' texts failed: their screen offers a retry.
        return [];
      default:
        // Not even the default's texts came: they are asked for again.
        return before.matches('failed') ? [load({ locale, first: true, areas: withAreas })] : [];
    }
  },
  // What a person could tell apart: the state, the language shown and chosen, whether texts are in.
  serializeState: (snapshot) => {
    const { locale, pending, withAreas, areasAsked, areasLoaded, messages } = snapshot.context as LocaleContext;
    return JSON.stringify({ value: snapshot.value, locale, pending, withAreas, areasAsked, areasLoaded, shown: messages !== null });
  },
  states: {
    // The first load asks for the first part, and the areas' part when the shell is already shown.
    loading: ({ snapshot, effects }) => {
      const { locale, areasAsked } = snapshot.context;
      expect(snapshot.context.messages).toBeNull();
      expect(lastLoad(effects)).toEqual({ locale, first: true, areas: areasAsked });
    },
    failed: ({ snapshot }) => {
      expect(snapshot.context.messages).toBeNull();
      expect(snapshot.context.locale).toBe('en-US');
    },
    // A switch loads the chosen locale while the current one stays on screen.
    switching: ({ snapshot, effects }) => {
      const { pending, areasAsked, messages } = snapshot.context;
      expect(messages).not.toBeNull();
      expect(pending).not.toBeNull();
      expect(lastLoad(effects)).toEqual({ locale: pending, first: true, areas: areasAsked });
    },
    loadingAreas: ({ snapshot, effects }) => {
      expect(snapshot.context.messages).not.toBeNull();
      expect(lastLoad(effects)).toEqual({ locale: snapshot.context.locale, first: false, areas: true });
    },
    // Ready means the texts the page needs are in: the areas' too once the shell asked.
    ready: ({ snapshot }) => {
      const { messages, pending, withAreas, areasLoaded } = snapshot.context;
      expect(messages).not.toBeNull();
      expect(pending).toBeNull();
      // A screen that asked for the areas' texts has them (else it would be loading them).
      expect(areasLoaded || !withAreas).toBe(true);
    },
  },
  afterEvent: {
    // Only a loaded catalogue changes the language shown.
    'locale.choose': ({ before, snapshot }) => expect(snapshot.context.locale).toBe(before!.context.locale),
  },
});
