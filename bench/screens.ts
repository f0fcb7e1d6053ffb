/**
 * Every screen the page budgets hold for (DESIGN.md section 7, issue #37 item 2): /login cold, the
 * dashboard, the account screens, each area's list and its add and edit forms, and the command
 * palette opened on the dashboard. The areas' screens come from the list of areas, as the route
 * table's do (src/app/private-routes.ts), so a new area is measured without a change here.
 */
import { loadAreas } from '../src/app/load-areas';

/**
 * How a screen is reached and when it is "there": `ready` is a CSS selector that is visible once
 * the screen shows its content (a list its rows, a form its fields). An edit form's path holds
 * `:id`, filled with the first row of its list (`editOf`).
 */
export type Screen = {
  /** What the table calls it and what `--page` matches: the path, or `palette`. */
  name: string;
  kind: 'login' | 'screen' | 'list' | 'edit' | 'palette';
  path: string;
  ready: string;
  /** An edit form: the list whose first row it opens. */
  editOf?: string;
};

/**
 * A list with its rows loaded: a record's cell (src/ui/data-table.tsx), or an item of a list that
 * is not a table (the sessions', areas/sessions) once it is not busy; not a skeleton or the empty
 * or failed message, so a list without rows fails its screen.
 */
const LIST_READY = 'table:not([aria-busy="true"]) tbody tr > td[data-column], main ul[aria-busy="false"] > li';
/** A form is rendered once its record (or its look-ups) came; before, a skeleton stands there. */
const FORM_READY = 'main form';

/** The palette (a native <dialog>, src/ui/modal.tsx) is open once its search field is there. */
const PALETTE_READY = 'dialog[open] [role="combobox"]';

// Under tsx, outside Vite: the areas' declarations imported one by one (src/app/load-areas.ts).
const areas = await loadAreas();

const areaScreens = (): Screen[] =>
  areas.flatMap(({ path, form, addLabelId }): Screen[] => [
    { name: path, kind: 'list', path, ready: LIST_READY },
    // The same rule as private-routes.ts: an add screen only where the list has an add button.
    ...(form && addLabelId ? [{ name: `${path}/add`, kind: 'screen' as const, path: `${path}/add`, ready: FORM_READY }] : []),
    ...(form ? [{ name: `${path}/edit/:id`, kind: 'edit' as const, path: `${path}/edit/:id`, ready: FORM_READY, editOf: path }] : []),
  ]);

export function allScreens(): Screen[] {
  return [
    { name: '/login', kind: 'login', path: '/login', ready: 'main form button[type="submit"]' },
    { name: '/dashboard', kind: 'screen', path: '/dashboard', ready: 'main h1' },
    { name: '/edit-profile', kind: 'screen', path: '/edit-profile', ready: FORM_READY },
    { name: '/change-password', kind: 'screen', path: '/change-password', ready: FORM_READY },
    ...areaScreens(),
    { name: 'palette', kind: 'palette', path: '/dashboard', ready: PALETTE_READY },
  ];
}

/** The screens `--page` names (a path as listed, `/chef/edit` for an edit form, or `palette`); all without it. */
export function selectScreens(page: string | undefined): Screen[] {
  const screens = allScreens();
  if (!page) return screens;
  const wanted = page.replace(/\/+$/, '');
  const found = screens.filter((screen) => screen.name === wanted || screen.name === `${wanted}/:id`);
  if (found.length === 0) throw new Error(`--page ${page}: no such screen; the screens are ${screens.map((screen) => screen.name).join(', ')}`);
  return found;
}
