/**
 * Saved list views (issue #31 item 4, src/api/contract/saved-views.ts): `GET`, `POST <area>/views`
 * and `DELETE <area>/views/:id` for every list (found by its export, server/routes/exports.ts),
 * each admin's own. The calls sit under the area's prefix, so the module guard
 * (server/auth/area-access.ts) gates them like the list itself.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { answer } from '../../src/api/contract/answer-codes';
import { idParam } from '../../src/api/contract/fields';
import { SAVED_VIEWS_PER_LIST, saveViewRequest, viewsPathOf } from '../../src/api/contract/saved-views';
import * as v from 'valibot';
import { savedListViews } from '../db/schema';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';
import { EXPORTS } from './exports';

const VIEW_NOT_FOUND = answer('views.not_found');
const columns = { id: savedListViews.id, name: savedListViews.name, query: savedListViews.query };

/** The list's prefix (`chef`), which names the area its views belong to. */
const areaOf = (viewsPath: string) => viewsPath.slice(0, viewsPath.lastIndexOf('/'));
const adminOf = (c: Context<AppEnv>) => c.var.signedIn.admin.id;

export function savedViewRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  for (const entry of EXPORTS) {
    const path = viewsPathOf(entry.path);
    const area = areaOf(path);
    const mine = (c: Context<AppEnv>) => and(eq(savedListViews.adminId, adminOf(c)), eq(savedListViews.area, area));

    app.get(`/${path}`, async (c) => ok(c, answer('views.list'), await db.select(columns).from(savedListViews).where(mine(c)).orderBy(asc(savedListViews.name))));

    app.post(`/${path}`, jsonBodyLimit(), async (c) => {
      const { name, query } = await readJson(c, saveViewRequest);
      const saved = await db.transaction(async (tx) => {
        // A soft cap: two saves at once may pass it by one, which harms nothing.
        const [{ held } = { held: 0 }] = await tx.select({ held: count() }).from(savedListViews).where(mine(c));
        const [existing] = await tx.select({ id: savedListViews.id }).from(savedListViews).where(and(mine(c), eq(savedListViews.name, name)));
        if (!existing && held >= SAVED_VIEWS_PER_LIST) throw new HttpError(409, answer('views.too_many', { max: SAVED_VIEWS_PER_LIST }));
        const [row] = await tx
          .insert(savedListViews)
          .values({ adminId: adminOf(c), area, name, query })
          .onConflictDoUpdate({ target: [savedListViews.adminId, savedListViews.area, savedListViews.name], set: { query } })
          .returning(columns);
        return row!;
      });
      return ok(c, answer('views.saved'), saved);
    });

    app.delete(`/${path}/:id`, async (c) => {
      const id = v.safeParse(idParam, c.req.param('id'));
      if (!id.success) throw new HttpError(404, VIEW_NOT_FOUND);
      const [gone] = await db.delete(savedListViews).where(and(mine(c), eq(savedListViews.id, id.output))).returning({ id: savedListViews.id });
      if (!gone) throw new HttpError(404, VIEW_NOT_FOUND);
      return ok(c, answer('views.deleted'));
    });
  }
  return app;
}
