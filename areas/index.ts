/**
 * Every area, by its folder, in the sidebar's order (issue #34): a new area is its folder
 * (areas/<area>/, README "How to add an area") and one line here, which also names the role
 * module that opens it (its route: the chefs' is /chef, module 'chef'; src/api/contract/modules.ts
 * reads the modules from here). An area whose records are every area's (the trash) names no
 * module: every admin opens it and it answers only the areas their role opens; so do the admin's
 * own sessions, which the account menu opens rather than the sidebar. The SPA takes each
 * folder's client-area.ts (src/app/areas.ts), the server each folder's server/server-area.ts
 * (server/areas/index.ts). Plain data, so both may read it.
 */
export const AREA_LIST = [
  { folder: 'admins', module: 'admin' },
  { folder: 'static-pages', module: 'static-page' },
  { folder: 'users', module: 'user' },
  { folder: 'chefs', module: 'chef' },
  { folder: 'meals', module: 'meal' },
  { folder: 'classes', module: 'class' },
  { folder: 'ingredients', module: 'ingredients' },
  { folder: 'subscriptions', module: 'subscription' },
  { folder: 'block-prices', module: 'blok-price' },
  { folder: 'subscribed-emails', module: 'subscription-details' },
  { folder: 'trash' },
  { folder: 'sessions' },
] as const;

export const AREA_FOLDERS: readonly string[] = AREA_LIST.map(({ folder }) => folder);
