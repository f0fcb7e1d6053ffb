import { expect } from 'vitest';
import { appearanceMachine, type AppearanceContext } from '../../src/machines/appearance.machine';
import { DEFAULT_APPEARANCE, isDefaultAppearance, parseAppearance, type AppearanceSettings } from '../../src/theme/appearance-settings';
import { viewportOf } from '../../src/theme/viewport';
import { describeModel } from '../support/describe-model';
import type { Effect } from '../support/effects';
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
  // Issue #7, #13 item 4: each change of a setting is stored once, as the settings are after it;
  // the panel, the window and the drawer store nothing; the top bar's toggle stores the mini
  // flag flipped on a wide window only.
  expectedEffects: ({ before, event }) => {
    if (before === null) return [];
    const settings = (before.context as AppearanceContext).settings;
    const store = (next: AppearanceSettings): Effect[] => [{ kind: 'action', name: 'persistSettings', params: { settings: next } }];
    const e = event as Record<string, unknown>;
    switch (event.type) {
      case 'appearance.theme':
        return store({ ...settings, theme: e.theme as AppearanceSettings['theme'] });
      case 'appearance.linkStyle':
        return store({ ...settings, linkStyle: e.linkStyle as AppearanceSettings['linkStyle'] });
      case 'appearance.barsPosition':
        return store({ ...settings, barsPosition: e.position as AppearanceSettings['barsPosition'] });
      case 'appearance.show':
        return store({ ...settings, [e.part as string]: e.shown });
      case 'appearance.transparentSidebar':
        return store({ ...settings, transparentSidebar: e.on as boolean });
      case 'appearance.miniSidebar':
        return store({ ...settings, miniSidebar: e.on as boolean });
      case 'appearance.reset':
        return store(DEFAULT_APPEARANCE);
      case 'sidebar.toggle':
        return (before.context as AppearanceContext).viewport === 'wide' ? store({ ...settings, miniSidebar: !settings.miniSidebar }) : [];
      default:
        return [];
    }
  },
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
    'appearance.open': ({ snapshot }) => expect(snapshot.value).toBe('open'),
    'appearance.close': ({ snapshot }) => expect(snapshot.value).toBe('closed'),
    'appearance.miniSidebar': (check) => {
      // On a narrow window the choice shows at once: mini on is folded, mini off is expanded.
      expect(contextOf(check).expandedOnNarrow).toBe(!check.event.on);
    },
    'appearance.reset': (check) => {
      expect(settingsOf(check)).toEqual(DEFAULT_APPEARANCE);
      expect(contextOf(check).expandedOnNarrow).toBe(false);
    },
    'viewport.resize': (check) => expect(contextOf(check).viewport).toBe(viewportOf(check.event.width as number)),
    'drawer.close': (check) => expect(contextOf(check).drawerOpen).toBe(false),
  },
});
