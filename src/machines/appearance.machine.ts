/**
 * The shell's appearance (spec section 2 "Shell", the theme settings panel; issue 7): colour
 * theme, active-link style, toolbar and footer position, which parts are shown, transparent
 * and mini sidebar. The settings are context, not states: nine themes times five link styles
 * times the switches would be hundreds of states that differ only by a value. The one state
 * that changes what can happen is the panel, open or closed. Every change is handed to the
 * injected `persistSettings` (local storage, DESIGN.md section 6); what was stored comes back
 * as input and is validated, so a damaged value falls back to its default.
 *
 * The window's width (issue #13 item 4) is an input and an event too, injected by the shell:
 * below 1280 px the sidebar starts mini and the top bar's toggle only expands it for this
 * window, below 768 px the toggle opens and closes a drawer. Neither is stored: the stored
 * mini choice stays the admin's own for wide windows.
 */
import { assign, setup } from 'xstate';
import { suppliedAction, withNeeds } from './supplied';
import {
  DEFAULT_APPEARANCE,
  parseAppearance,
  type AppearanceSettings,
  type BarsPosition,
  type LinkStyle,
  type ShellPart,
  type ThemeName,
} from '../theme/appearance-settings';
import { viewportOf, type Viewport } from '../theme/viewport';

export type AppearanceEvent =
  | { type: 'appearance.open' }
  | { type: 'appearance.close' }
  | { type: 'appearance.theme'; theme: ThemeName }
  | { type: 'appearance.linkStyle'; linkStyle: LinkStyle }
  | { type: 'appearance.barsPosition'; position: BarsPosition }
  | { type: 'appearance.show'; part: ShellPart; shown: boolean }
  | { type: 'appearance.transparentSidebar'; on: boolean }
  | { type: 'appearance.miniSidebar'; on: boolean }
  /** The top bar's toggle: mini sidebar on or off (wide), expanded or not (narrow), drawer open or shut (phone). */
  | { type: 'sidebar.toggle' }
  | { type: 'appearance.reset' }
  /** The window's width changed (the shell sends it when a breakpoint is crossed). */
  | { type: 'viewport.resize'; width: number }
  /** Escape, the backdrop, or a link followed: the drawer shuts. */
  | { type: 'drawer.close' };

export type AppearanceContext = {
  settings: AppearanceSettings;
  viewport: Viewport;
  /** Below 1280 px: the admin expanded the sidebar that started mini, for this window only. */
  expandedOnNarrow: boolean;
  /** Below 768 px: the drawer is open. */
  drawerOpen: boolean;
};

/** What the settings become after an event (the panel's open/close change none). */
function nextSettings(settings: AppearanceSettings, event: AppearanceEvent): AppearanceSettings {
  switch (event.type) {
    case 'appearance.theme':
      return { ...settings, theme: event.theme };
    case 'appearance.linkStyle':
      return { ...settings, linkStyle: event.linkStyle };
    case 'appearance.barsPosition':
      return { ...settings, barsPosition: event.position };
    case 'appearance.show':
      return { ...settings, [event.part]: event.shown };
    case 'appearance.transparentSidebar':
      return { ...settings, transparentSidebar: event.on };
    case 'appearance.miniSidebar':
      return { ...settings, miniSidebar: event.on };
    case 'sidebar.toggle':
      // Only a wide window's toggle reaches here (see the guards below).
      return { ...settings, miniSidebar: !settings.miniSidebar };
    case 'appearance.reset':
      return { ...DEFAULT_APPEARANCE };
    default:
      return settings;
  }
}

/** A settings event: apply it, then hand the new settings to storage. */
const change = {
  actions: ['applyChange', { type: 'persistSettings', params: ({ context }: { context: AppearanceContext }) => ({ settings: context.settings }) }],
} as const;

/** How the window's own sidebar state starts, and starts again on another breakpoint. */
const freshWindow = { expandedOnNarrow: false, drawerOpen: false } as const;

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as AppearanceContext,
    events: {} as AppearanceEvent,
    /** The raw stored value (unknown: it comes from the browser and is validated here). */
    /** `viewportWidth`: the window's width at start (none: a wide window). */
    input: {} as { stored?: unknown; viewportWidth?: number } | undefined,
  },
  actions: {
    applyChange: assign({ settings: ({ context, event }) => nextSettings(context.settings, event) }),
    persistSettings: suppliedAction<{ settings: AppearanceSettings }>(),
    /** The panel's mini switch shows at once on a narrow window too. */
    followMiniChoice: assign({ expandedOnNarrow: ({ context }) => !context.settings.miniSidebar }),
    /** The defaults include starting mini below 1280 px. */
    foldNarrow: assign({ expandedOnNarrow: false }),
    toggleExpanded: assign({ expandedOnNarrow: ({ context }) => !context.expandedOnNarrow }),
    toggleDrawer: assign({ drawerOpen: ({ context }) => !context.drawerOpen }),
    closeDrawer: assign({ drawerOpen: false }),
    enterViewport: assign(({ event }) => {
      const { width } = event as Extract<AppearanceEvent, { type: 'viewport.resize' }>;
      return { viewport: viewportOf(width), ...freshWindow };
    }),
  },
  guards: {
    onNarrow: ({ context }) => context.viewport === 'narrow',
    onPhone: ({ context }) => context.viewport === 'phone',
    drawerOpen: ({ context }) => context.drawerOpen,
    crossesBreakpoint: ({ context, event }) =>
      viewportOf((event as Extract<AppearanceEvent, { type: 'viewport.resize' }>).width) !== context.viewport,
  },
}).createMachine({
  id: 'appearance',
  context: ({ input }) => ({
    settings: parseAppearance(input?.stored),
    viewport: viewportOf(input?.viewportWidth ?? Number.POSITIVE_INFINITY),
    ...freshWindow,
  }),
  initial: 'closed',
  // Settings change from the panel and from the top bar's toggle alike, open or closed.
  on: {
    'appearance.theme': change,
    'appearance.linkStyle': change,
    'appearance.barsPosition': change,
    'appearance.show': change,
    'appearance.transparentSidebar': change,
    'appearance.miniSidebar': { actions: [...change.actions, 'followMiniChoice'] },
    'sidebar.toggle': [
      { guard: 'onPhone', actions: 'toggleDrawer' },
      { guard: 'onNarrow', actions: 'toggleExpanded' },
      change,
    ],
    'appearance.reset': { actions: [...change.actions, 'foldNarrow'] },
    'viewport.resize': { guard: 'crossesBreakpoint', actions: 'enterViewport' },
    'drawer.close': { guard: 'drawerOpen', actions: 'closeDrawer' },
  },
  states: {
    closed: { on: { 'appearance.open': 'open' } },
    open: { on: { 'appearance.close': 'closed' } },
  },
});

/** What the app supplies: see supplied.ts. */
export const appearanceMachine = withNeeds(definition, { actions: ['persistSettings'] });
