/**
 * The import rules (issue #34 item 4), checked by `npm test` (tests/unit/import-rules.test.ts) and
 * by `npm run imports`. The layers, lowest first; a module imports its own layer and those below:
 *
 *   1. the contract: src/api/contract, src/constants.ts (shared with the server)
 *   2. the machines: src/machines, pure (the contract, xstate, valibot and a few pure helpers)
 *   3. the services: src/api (the calls), src/i18n, src/theme
 *   4. the kit of views: src/ui
 *   5. the runtimes: src/journal, src/flows, src/uploads
 *   6. the app: src/app (the shell, its kit, the live effects)
 *   7. the screens: each area's folder areas/<area>/ (its contract, its calls and screens, its
 *      server/), none importing another's but its contract; and the screens of no area in
 *      src/screens/<folder>/ (dashboard, account, sign-in, activity log), none importing another's
 *   8. the composition: the route tables (src/app/areas.ts, load-areas.ts, routes.ts, private-routes.ts,
 *      private-switch.tsx), src/devtools (the ?debug panel, which knows every machine), src/main.tsx.
 *      The shell (src/app) reads the route tables, and nothing else of the app imports a screen.
 *
 * The server (server/ and each area's server/) imports the contract and nothing else of the SPA;
 * the SPA never imports the server. An area's contract (areas/<area>/<name>-contract.ts) and the
 * list of area folders (areas/index.ts) are part of the contract: the server and other areas may
 * read them. So are an area's texts (areas/<area>/texts/, plain data), which each language's
 * catalogue gathers (src/i18n/second-parts/, through the build's glob). On the server, an area's
 * tables (areas/<area>/server/tables.ts) are the one file another area's server may import: the
 * database is one, and a class's row points at its chef.
 */
const AREA_CONTRACT = '^areas/[^/]+/[^/]+-contract[.]ts$';
/** An area's tables: another area's table may point at them by foreign key (a class at its chef). */
const AREA_TABLES = '^areas/[^/]+/server/tables[.]ts$';
/** The list of area folders (plain data): the server reads it as the SPA does. */
const AREA_LIST = '^areas/index[.]ts$';
/** An area's texts, one file per language (plain data). */
const AREA_TEXTS = '^areas/[^/]+/texts/';
const CONTRACT = ['^src/api/contract/', '^src/constants[.]ts$', AREA_CONTRACT, AREA_LIST, AREA_TEXTS];
const SERVER = ['^server/', '^areas/[^/]+/server/'];
/** Helpers with no effect and no import but the contract: a machine may use them. */
const PURE_HELPERS = ['^src/api/api-error[.]ts$', '^src/i18n/locales[.]ts$', '^src/theme/appearance-settings[.]ts$', '^src/theme/theme-names[.]ts$', '^src/theme/viewport[.]ts$'];
const ROUTE_TABLES = '^src/app/(areas[.]ts|load-areas[.]ts|routes[.]ts|private-routes[.]ts|private-switch[.]tsx)$';
const COMPOSITION = [ROUTE_TABLES, '^src/devtools/', '^src/main[.]tsx$'];

const SERVICES = '^src/(api|i18n|theme)/';
const KIT = '^src/ui/';
const RUNTIMES = '^src/(journal|flows|uploads)/';
const APP = '^src/app/';
const SCREENS = ['^src/screens/', '^areas/'];

/** A layer's modules may not import any of `above`. */
const below = (name, from, above, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: [...CONTRACT, ...COMPOSITION] },
  to: { path: above, pathNot: CONTRACT },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports, types and lazy imports included: each module of it can only be understood with the others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-code-never-imports-the-server',
      comment: 'The SPA shares the contract with the server, never the server itself.',
      severity: 'error',
      from: { path: '^(src|areas)/', pathNot: SERVER },
      to: { path: SERVER },
    },
    {
      name: 'server-imports-only-the-contract',
      comment: 'The server takes the contract (src/api/contract, src/constants.ts, the areas\' contracts) from the SPA, nothing else.',
      severity: 'error',
      from: { path: SERVER },
      to: { path: '^(src|areas)/', pathNot: [...CONTRACT, ...SERVER] },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is what server and SPA share: it imports only itself.',
      severity: 'error',
      from: { path: CONTRACT },
      to: { path: '^(src|areas)/', pathNot: CONTRACT },
    },
    {
      name: 'machines-stay-pure',
      comment: 'A machine imports the contract, other machines, xstate, valibot and the pure helpers; its effects are actors the app injects.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { pathNot: ['^src/machines/', ...CONTRACT, ...PURE_HELPERS, '^node_modules/(xstate|valibot)/'] },
    },
    below('services-below-the-views', SERVICES, [KIT, RUNTIMES, APP, ...SCREENS, ...COMPOSITION], 'The calls, texts and theme know nothing of the views.'),
    below('kit-below-the-app', KIT, [RUNTIMES, APP, ...SCREENS, ...COMPOSITION], 'The kit of views is reused by every screen and knows none.'),
    below('runtimes-below-the-app', RUNTIMES, [APP, ...SCREENS, ...COMPOSITION], 'The journal, the flow drawings and the uploads run under the app, which wires them.'),
    // The shell reads the route tables (its sidebar, palette and router come from the list of areas);
    // a screen that imported the shell back would close a circle, which the first rule catches.
    below('app-below-the-screens', APP, [...SCREENS, '^src/devtools/', '^src/main[.]tsx$'], 'Only the route tables name the screens.'),
    below('screens-below-the-composition', SCREENS, COMPOSITION, 'A screen never reaches the route tables or the debug panel.'),
    {
      name: 'areas-stand-alone',
      comment: "A screen of no area (src/screens/<folder>/) imports no other folder's; what they share lives in the kit (src/app/kit, src/ui).",
      severity: 'error',
      from: { path: '^src/screens/([^/]+)/' },
      to: { path: '^src/screens/', pathNot: '^src/screens/$1/' },
    },
    {
      name: 'area-folders-stand-alone',
      comment: "An area's folder imports no other area's files but its contract (and, from its server, their tables), and no screen of src/screens; what areas share lives in the kit.",
      severity: 'error',
      from: { path: '^areas/([^/]+)/' },
      // Another area's tables reach only an area's server: its screens never import the server (above).
      to: { path: ['^areas/', '^src/screens/'], pathNot: ['^areas/$1/', AREA_CONTRACT, AREA_TABLES] },
    },
    {
      name: 'screens-leave-the-area-folders-alone',
      comment: "A screen of no area (src/screens) imports no area's files but its contract.",
      severity: 'error',
      from: { path: '^src/screens/' },
      to: { path: '^areas/', pathNot: AREA_CONTRACT },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a circle through types is a circle for whoever reads the code.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
