/**
 * The static-page contract group (areas/static-pages/static-page-contract.ts, spec section 7 "Static
 * pages"), behind the session guard: list, view, edit. There is no add or delete: the pages are
 * seeded (DESIGN.md section 6). The HTML is sanitised before it is stored (DESIGN.md section 5).
 */
import { fieldRefused } from '../../../src/api/contract/answer-codes';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { REQUIRED } from '../../../src/api/contract/fields';
import { staticPageEditRequest, staticPageIdPath, staticPageListRequest, staticPagePaths, pageAnswer } from '../static-page-contract';
import { signedInWho } from '../../../server/activity/activity-who';
import { changedFields } from '../../../server/activity/changed-fields';
import { recordActivity } from '../../../server/activity/record-activity';
import { sanitiseHtml } from '../../../server/content/sanitise-html';
import { findPage, listPages, PAGE_NOT_FOUND, pageColumns, toPageRow } from './static-page-records';
import { staticPages } from './tables';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { jsonBodyLimit, richTextBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { HttpError } from '../../../server/http/http-error';
import { assertCurrentVersion, nextVersion } from '../../../server/http/edit-version';
import { readJson } from '../../../server/http/read-json';
import { readParams } from '../../../server/http/read-query';

export function staticPageRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${staticPagePaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, staticPageListRequest);
      return ok(c, pageAnswer('page.list'), await listPages(db, query));
    })
    .get(`/${staticPagePaths.view}/:id`, async (c) => {
      const { id } = readParams(c.req.param(), staticPageIdPath);
      return ok(c, pageAnswer('page.details'), toPageRow(await findPage(db, id)));
    })
    .put(`/${staticPagePaths.edit}`, richTextBodyLimit(), async (c) => {
      const { id, version, title, content } = await readJson(c, staticPageEditRequest);
      await findPage(db, id);
      const clean = await sanitiseHtml(content);
      // Content made only of what the sanitiser removes (a lone <script>) is no content.
      if (clean.text.trim() === '') throw new HttpError(400, fieldRefused('content', REQUIRED));
      const who = signedInWho(c, deps);
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select(pageColumns).from(staticPages).where(eq(staticPages.id, id)).for('update');
        if (!before) throw new HttpError(404, PAGE_NOT_FOUND);
        assertCurrentVersion(before.version, version);
        const [after] = await tx
          .update(staticPages)
          .set({ title, content: clean.html, version: nextVersion(staticPages.version) })
          .where(eq(staticPages.id, id))
          .returning(pageColumns);
        // The content as stored, after the sanitiser: what the page shows is what is compared.
        await recordActivity(tx, who, { action: 'edit', area: 'static-page', record: { id, label: title }, changed: changedFields(before, after!, { of: ['title', 'content'] }) });
        return after!;
      });
      // The page as stored, so the editor can show what the sanitiser kept.
      return ok(c, pageAnswer('page.updated'), toPageRow(updated));
    });
}
