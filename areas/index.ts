/**
 * Every area, by its folder, in the sidebar's order (issue #34): a new area is its folder
 * (areas/<area>/, README "How to add an area") and one line here. The SPA takes each folder's
 * client-area.ts (src/app/areas.ts), the server each folder's server/server-area.ts
 * (server/areas/index.ts). Plain data, so both may read it.
 */
export const AREA_FOLDERS = [
  'admins',
  'static-pages',
  'users',
  'chefs',
  'meals',
  'classes',
  'ingredients',
  'subscriptions',
  'block-prices',
  'subscribed-emails',
] as const;
