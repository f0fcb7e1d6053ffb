/**
 * The one module guard of the API (DESIGN.md section 5: "Role modules gate every call of every
 * area (one guard)"). Every call path after the session guard is looked up in ONE table, from the
 * area's path prefix to the modules that open it; the longest prefix wins, so a look-up another
 * area's form needs (the class form's chefs, meal types and ingredients) can say so. A path in no
 * entry and not open to everyone is refused to sub-admins: a route group nobody mapped stays
 * closed instead of silently open (tests/api/roles-access.test.ts walks every route).
 */
import { MODULE_REQUIRED } from './module-required';
import { createMiddleware } from 'hono/factory';
import { accountPaths } from '../../src/api/contract/account';
import { passkeyPaths } from '../../src/api/contract/passkeys';
import { secondFactorPaths, secondFactorRulePaths } from '../../src/api/contract/second-factor';
import { activityPaths } from '../../src/api/contract/activity';
import { viewsPathOf } from '../../src/api/contract/saved-views';
import { searchPaths } from '../../src/api/contract/search';
import { livePaths } from '../../src/api/contract/live';
import type { Module } from '../../src/api/contract/modules';
import { authPaths } from '../../src/api/contract/paths';
import { SERVER_AREAS } from '../areas';
import type { AreaAccess } from '../areas/server-area';
import { callAddress as api } from './call-address';
import type { AdminProfile } from './signed-in';
import type { AppEnv } from '../deps';
import { HttpError } from '../http/http-error';

export { MODULE_REQUIRED } from './module-required';

/** Path prefix → the modules that open it (any one of them): each area declares its own (server/areas). */
export const AREA_MODULES: readonly AreaAccess[] = SERVER_AREAS.flatMap((area) => area.access);

/**
 * Calls every admin may make whatever their role: their own session, profile and password, and
 * the public calls (mounted before the session guard, listed so the route walk knows them).
 */
export const OPEN_TO_EVERY_ADMIN: readonly string[] = [
  api(authPaths.login),
  api(authPaths.logout),
  api(authPaths.session),
  api(accountPaths.editProfile),
  api(accountPaths.changePassword),
  api(accountPaths.forgotPassword),
  api(accountPaths.verifyOtp),
  api(accountPaths.resetPassword),
  api(accountPaths.setPassword),
  // Every admin's own second factor, and the sign-in's second step (public).
  ...Object.values(secondFactorPaths).map((path) => api(path)),
  // Every admin's own passkeys, and the sign-in with one (public).
  ...Object.values(passkeyPaths).map((path) => api(path)),
  // The palette's search answers only from the areas the caller's role opens (server/search).
  api(searchPaths.find),
  // The live changes, likewise only of those areas (server/routes/live.ts).
  api(livePaths.stream),
];

/**
 * Calls no role opens, whatever its modules: only the super admin makes them. They are in no entry
 * of AREA_MODULES, so the guard refuses them to every sub-admin; named here so the route walk
 * (tests/api/roles-access.test.ts) knows them for what they are.
 */
export const SUPER_ADMIN_ONLY: readonly string[] = [
  api(activityPaths.list),
  api(activityPaths.export),
  api(activityPaths.admins),
  api(activityPaths.chain),
  // The activity log's saved views (issue #31 item 4), and one of them by id.
  api(viewsPathOf(activityPaths.export)),
  `${api(viewsPathOf(activityPaths.export))}/:id`,
  // Which roles must sign in with a second factor (issue #32 item 1).
  api(secondFactorRulePaths.roles),
  api(secondFactorRulePaths.require),
];

const within = (path: string, prefix: string) =>
  prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);

/** 'open', the modules that open the path, or undefined when no entry names it. */
export function modulesOf(path: string): 'open' | readonly Module[] | undefined {
  if (OPEN_TO_EVERY_ADMIN.includes(path)) return 'open';
  const entries = AREA_MODULES.filter((entry) => within(path, entry.prefix));
  const modules = entries.sort((a, b) => b.prefix.length - a.prefix.length)[0]?.modules;
  return modules === 'every admin' ? 'open' : modules;
}

/** The super admin passes whatever their role lists: the product's way back in. */
export function mayCall(admin: Pick<AdminProfile, 'userType' | 'modules'>, path: string): boolean {
  if (admin.userType === 'super_admin') return true;
  const needed = modulesOf(path);
  if (needed === 'open') return true;
  return needed !== undefined && needed.some((module) => admin.modules.includes(module));
}

/** After the session guard: 403 (the session stays) when the caller's role lacks the area. */
export const requireAreaModule = createMiddleware<AppEnv>(async (c, next) => {
  if (!mayCall(c.get('signedIn').admin, c.req.path)) throw new HttpError(403, MODULE_REQUIRED);
  await next();
});
