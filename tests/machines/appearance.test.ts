import { expect } from 'vitest';
import { appearanceMachine, type AppearanceContext } from '../../src/machines/appearance.machine';
import { DEFAULT_APPEARANCE, isDefaultAppearance, parseAppearance, type AppearanceSettings } from '../../src/theme/appearance-settings';
import { viewportOf } from '../../src/theme/viewport';
import { describeModel } from '../support/describe-model';
import { actionsOf, type Effect } from '../support/effects';
import type { StepCheck } from '../support/model';

const stored: AppearanceSettings = {
  theme: 'theme7',
  linkStyle: 'style3',
  barsPosition: 'above',
  toolbar: true,
  footer: false,
  sidebar: true,
  transparentSidebar: true,
  miniSidebar: true,
};

const contextOf = (check: StepCheck) => check.snapshot.context as AppearanceContext;
const settingsOf = (check: StepCheck) => contextOf(check).settings;
const persisted = (effects: Effect[]) => actionsOf(effects, 'persistSettings').map((effect) => (effect.params as { settings: AppearanceSettings }).settings);

/** A settings event changes the settings and stores them, once, as they are after it. */
const storesOnce = (check: StepCheck) => expect(persisted(check.stepEffects)).toEqual([settingsOf(check)]);

describeModel({
  name: 'appearance',
  machine: appearanceMachine,
  starts: [
    { name: 'nothing stored', input: {} },
    { name: 'settings stored', input: { stored } },
    // A foreign or damaged entry: every bad value falls back to its default.
    { name: 'damaged entry', input: { stored: { theme: 'neon', linkStyle: 9, toolbar: 'yes', footer: false } } },
    // Windows narrower than 1280 and 768 px at start (issue #13 item 4).
    { name: 'narrow window', input: { stored, viewportWidth: 1024 } },
    { name: 'phone', input: { viewportWidth: 390 } },
  ],
  events: {
    'appearance.open': [{}],
    'appearance.close': [{}],
    'appearance.theme': [{ theme: 'theme5' }, { theme: 'themedefault' }],
    'appearance.linkStyle': [{ linkStyle: 'style4' }],
    'appearance.barsPosition': [{ position: 'above' }, { position: 'below' }],
    'appearance.show': [
      { part: 'toolbar', shown: false },
      { part: 'footer', shown: false },
      { part: 'sidebar', shown: false },
      { part: 'sidebar', shown: true },
    ],
    'appearance.transparentSidebar': [{ on: true }],
    'appearance.miniSidebar': [{ on: true }, { on: false }],
    'sidebar.toggle': [{}],
    'appearance.reset': [{}],
    'viewport.resize': [{ width: 1440 }, { width: 1024 }, { width: 390 }],
    'drawer.close': [{}],
  },
  // The settings are context (nine themes times five link styles times the switches would
  // be thousands of states): the graph tells only the panel and whether anything was changed.
  // The window's part is small and kept whole: its breakpoint, expanded or not, drawer open or not.
  serializeState: ({ value, context }) =>
    `${String(value)}|${isDefaultAppearance(context.settings) ? 'defaults' : 'changed'}|${context.viewport}|${context.expandedOnNarrow}|${context.drawerOpen}`,
  states: {
    // Whatever happened, the context holds settings storage would accept back as they are.
    // Only a phone has a drawer to open.
    closed: (check) => {
      expect(parseAppearance(settingsOf(check))).toEqual(settingsOf(check));
      expect(contextOf(check).drawerOpen && contextOf(check).viewport !== 'phone').toBe(false);
    },
    open: (check) => expect(parseAppearance(settingsOf(check))).toEqual(settingsOf(check)),
  },
  afterEvent: {
    'appearance.open': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('open');
      expect(persisted(stepEffects)).toEqual([]);
    },
    'appearance.close': ({ snapshot, stepEffects }) => {
      expect(snapshot.value).toBe('closed');
      expect(persisted(stepEffects)).toEqual([]);
    },
    'appearance.theme': (check) => {
      expect(settingsOf(check).theme).toBe(check.event.theme);
      storesOnce(check);
    },
    'appearance.linkStyle': (check) => {
      expect(settingsOf(check).linkStyle).toBe(check.event.linkStyle);
      storesOnce(check);
    },
    'appearance.barsPosition': (check) => {
      expect(settingsOf(check).barsPosition).toBe(check.event.position);
      storesOnce(check);
    },
    'appearance.show': (check) => {
      expect(settingsOf(check)[check.event.part as 'toolbar' | 'footer' | 'sidebar']).toBe(check.event.shown);
      storesOnce(check);
    },
    'appearance.transparentSidebar': (check) => {
      expect(settingsOf(check).transparentSidebar).toBe(check.event.on);
      storesOnce(check);
    },
    'appearance.miniSidebar': (check) => {
      expect(settingsOf(check).miniSidebar).toBe(check.event.on);
      // On a narrow window the choice shows at once: mini on is folded, mini off is expanded.
      expect(contextOf(check).expandedOnNarrow).toBe(!check.event.on);
      storesOnce(check);
    },
    // On a wide window the top bar's toggle flips the stored mini flag; on narrower ones it
    // changes only this window's sidebar and stores nothing.
    'sidebar.toggle': (check) => {
      const wide = contextOf(check).viewport === 'wide';
      expect(persisted(check.stepEffects)).toEqual(wide ? [settingsOf(check)] : []);
      const before = persisted(check.effects).at(-2) ?? null;
      if (wide && before) expect(settingsOf(check).miniSidebar).toBe(!before.miniSidebar);
    },
    'appearance.reset': (check) => {
      expect(settingsOf(check)).toEqual(DEFAULT_APPEARANCE);
      expect(contextOf(check).expandedOnNarrow).toBe(false);
      storesOnce(check);
    },
    'viewport.resize': (check) => {
      expect(contextOf(check).viewport).toBe(viewportOf(check.event.width as number));
      expect(persisted(check.stepEffects)).toEqual([]);
    },
    'drawer.close': (check) => {
      expect(contextOf(check).drawerOpen).toBe(false);
      expect(persisted(check.stepEffects)).toEqual([]);
    },
  },
});
