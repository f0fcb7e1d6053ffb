/**
 * The appearance rules that matter most, pinned by hand: what storage gives back (good, bad
 * or damaged), that every change is stored as it stands after it, the top bar's toggle and
 * the reset.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appearanceMachine } from '../../src/machines/appearance.machine';
import { selectSidebarLayout } from '../../src/app/layout/select-sidebar';
import { DEFAULT_APPEARANCE, parseAppearance, type AppearanceSettings } from '../../src/theme/appearance-settings';
import { APPEARANCE_STORAGE_KEY, readStoredAppearance, writeStoredAppearance } from '../../src/theme/appearance-storage';

function start(stored?: unknown, viewportWidth?: number) {
  const persisted: AppearanceSettings[] = [];
  const actor = createActor(
    appearanceMachine.provide({ actions: { persistSettings: (_, { settings }) => void persisted.push(settings) } }),
    { input: { stored, ...(viewportWidth !== undefined && { viewportWidth }) } },
  ).start();
  const settings = () => actor.getSnapshot().context.settings;
  return { actor, persisted, settings };
}

/** A Storage over a Map, as local storage behaves. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const chosen: AppearanceSettings = {
  theme: 'theme5',
  linkStyle: 'style2',
  barsPosition: 'above',
  toolbar: false,
  footer: true,
  sidebar: true,
  transparentSidebar: true,
  miniSidebar: true,
};

describe('appearance settings from storage', () => {
  it('start from the defaults when nothing is stored: themedefault, style1, bars below, all shown', () => {
    expect(start().settings()).toEqual({
      theme: 'themedefault',
      linkStyle: 'style1',
      barsPosition: 'below',
      toolbar: true,
      footer: true,
      sidebar: true,
      transparentSidebar: false,
      miniSidebar: false,
    });
  });

  it('come back as they were stored, with the panel closed', () => {
    const { actor, settings } = start(chosen);
    expect(settings()).toEqual(chosen);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('fall back field by field: a bad value takes its default, the good ones stay', () => {
    const stored = { ...chosen, theme: 'theme9', linkStyle: 'style6', barsPosition: 'left', toolbar: 'no', miniSidebar: 1 };
    expect(start(stored).settings()).toEqual({ ...chosen, theme: 'themedefault', linkStyle: 'style1', barsPosition: 'below', toolbar: true, miniSidebar: false });
  });

  it.each([null, 'theme5', 42, true, ['theme5'], undefined])('mean the defaults when storage holds %j', (stored) => {
    expect(start(stored).settings()).toEqual(DEFAULT_APPEARANCE);
  });

  it('ignore keys they do not know (an older or newer version of the app)', () => {
    expect(start({ ...chosen, density: 'compact' }).settings()).toEqual(chosen);
  });

  it('read a damaged entry, or a storage that throws, as nothing', () => {
    expect(readStoredAppearance(memoryStorage({ [APPEARANCE_STORAGE_KEY]: '{"theme":"theme5",' }))).toBeUndefined();
    expect(readStoredAppearance({ getItem: () => { throw new Error('SecurityError'); } })).toBeUndefined();
    expect(readStoredAppearance(undefined)).toBeUndefined();
  });

  it('survive a write and a read: what is written reads back the same', () => {
    const storage = memoryStorage();
    writeStoredAppearance(storage, chosen);
    expect(parseAppearance(readStoredAppearance(storage))).toEqual(chosen);
  });

  it('do not break the app when storage refuses to write (full, private window)', () => {
    expect(() => writeStoredAppearance({ setItem: () => { throw new Error('QuotaExceededError'); } }, chosen)).not.toThrow();
  });
});

describe('appearance changes', () => {
  it('are stored one by one, each time with every setting as it stands after the change', () => {
    const { actor, persisted } = start();
    actor.send({ type: 'appearance.theme', theme: 'theme3' });
    actor.send({ type: 'appearance.linkStyle', linkStyle: 'style5' });
    actor.send({ type: 'appearance.show', part: 'footer', shown: false });
    expect(persisted).toEqual([
      { ...DEFAULT_APPEARANCE, theme: 'theme3' },
      { ...DEFAULT_APPEARANCE, theme: 'theme3', linkStyle: 'style5' },
      { ...DEFAULT_APPEARANCE, theme: 'theme3', linkStyle: 'style5', footer: false },
    ]);
  });

  it('the top bar toggle flips the mini sidebar each time, panel open or not', () => {
    const { actor, settings, persisted } = start();
    actor.send({ type: 'sidebar.toggle' });
    expect(settings().miniSidebar).toBe(true);
    actor.send({ type: 'appearance.open' });
    actor.send({ type: 'sidebar.toggle' });
    expect(settings().miniSidebar).toBe(false);
    expect(persisted.map((s) => s.miniSidebar)).toEqual([true, false]);
  });

  it('opening and closing the panel changes and stores nothing', () => {
    const { actor, persisted, settings } = start(chosen);
    actor.send({ type: 'appearance.open' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'appearance.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(settings()).toEqual(chosen);
    expect(persisted).toEqual([]);
  });

  it('reset brings every default back, stores them, and leaves the panel open', () => {
    const { actor, persisted, settings } = start(chosen);
    actor.send({ type: 'appearance.open' });
    actor.send({ type: 'appearance.reset' });
    expect(settings()).toEqual(DEFAULT_APPEARANCE);
    expect(persisted).toEqual([DEFAULT_APPEARANCE]);
    expect(actor.getSnapshot().value).toBe('open');
  });
});

describe('the sidebar on narrower windows (issue #13 item 4)', () => {
  const layout = (actor: ReturnType<typeof start>['actor']) => selectSidebarLayout(actor.getSnapshot());

  it('is as stored from 1280 px, starts mini below 1280 px and is a shut drawer below 768 px', () => {
    expect(layout(start(undefined, 1280).actor)).toBe('full');
    expect(layout(start({ ...DEFAULT_APPEARANCE, miniSidebar: true }, 1440).actor)).toBe('mini');
    expect(layout(start(undefined, 1279).actor)).toBe('mini');
    expect(layout(start(undefined, 768).actor)).toBe('mini');
    expect(layout(start(undefined, 767).actor)).toBe('drawer');
    expect(start(undefined, 767).actor.getSnapshot().context.drawerOpen).toBe(false);
    expect(layout(start({ ...DEFAULT_APPEARANCE, sidebar: false }, 390).actor)).toBe('hidden');
  });

  it('below 1280 px the toggle expands and folds this window only: the stored choice is untouched', () => {
    const { actor, persisted, settings } = start(undefined, 1024);
    actor.send({ type: 'sidebar.toggle' });
    expect(layout(actor)).toBe('full');
    actor.send({ type: 'sidebar.toggle' });
    expect(layout(actor)).toBe('mini');
    expect(settings().miniSidebar).toBe(false);
    expect(persisted).toEqual([]);
  });

  it('growing past 1280 px brings the stored choice back; shrinking again starts mini again', () => {
    const { actor, persisted } = start(undefined, 1024);
    actor.send({ type: 'sidebar.toggle' });
    actor.send({ type: 'viewport.resize', width: 1440 });
    expect(layout(actor)).toBe('full');
    actor.send({ type: 'viewport.resize', width: 1100 });
    expect(layout(actor)).toBe('mini');
    expect(persisted).toEqual([]);
  });

  it('a resize within the same band keeps what the admin did there', () => {
    const { actor } = start(undefined, 1024);
    actor.send({ type: 'sidebar.toggle' });
    actor.send({ type: 'viewport.resize', width: 900 });
    expect(layout(actor)).toBe('full');
  });

  it('below 768 px the toggle opens and shuts the drawer, drawer.close shuts it, nothing is stored', () => {
    const { actor, persisted } = start(undefined, 390);
    const open = () => actor.getSnapshot().context.drawerOpen;
    actor.send({ type: 'sidebar.toggle' });
    expect(open()).toBe(true);
    actor.send({ type: 'sidebar.toggle' });
    expect(open()).toBe(false);
    actor.send({ type: 'sidebar.toggle' });
    actor.send({ type: 'drawer.close' });
    expect(open()).toBe(false);
    expect(persisted).toEqual([]);
  });

  it('an open drawer shuts when the window grows past 768 px', () => {
    const { actor } = start(undefined, 390);
    actor.send({ type: 'sidebar.toggle' });
    actor.send({ type: 'viewport.resize', width: 800 });
    expect(actor.getSnapshot().context.drawerOpen).toBe(false);
    expect(layout(actor)).toBe('mini');
  });

  it('the panel\'s mini switch shows at once on a narrow window, and is stored', () => {
    const { actor, persisted } = start({ ...DEFAULT_APPEARANCE, miniSidebar: true }, 1024);
    actor.send({ type: 'appearance.miniSidebar', on: false });
    expect(layout(actor)).toBe('full');
    expect(persisted).toEqual([{ ...DEFAULT_APPEARANCE, miniSidebar: false }]);
  });
});
