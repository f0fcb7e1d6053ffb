/**
 * `GET search?q=` (src/api/contract/search.ts): the command palette's search, behind the session
 * guard. Open to every admin; the answer holds only the areas the caller's role opens.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { Hono } from 'hono';
import { searchPaths, searchQuery } from '../../src/api/contract/search';
import type { AppDeps, AppEnv } from '../deps';
import { ok } from '../http/envelope';
import { readParams } from '../http/read-query';
import { findRecords } from '../search/find-records';

export function searchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(`/${searchPaths.find}`, async (c) => {
    const { q } = readParams(c.req.query(), searchQuery);
    return ok(c, answer('search.results'), { hits: await findRecords(deps.db, c.get('signedIn').admin, q) });
  });
}
