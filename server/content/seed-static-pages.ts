/**
 * Makes sure the starter pages exist (DESIGN.md section 6), at every start. A page is known by
 * its slug, which no call edits: a page whose title or text an admin changed is left as it is,
 * and a page is never added twice, even by two servers starting together.
 */
import type { Database } from '../db/client';
import { staticPages } from '../../areas/static-pages/server/tables';
import { STARTER_PAGES } from './starter-pages';

export async function seedStaticPages(db: Database): Promise<void> {
  await db
    .insert(staticPages)
    .values(STARTER_PAGES.map(({ slug, title, content }) => ({ slug, title, content })))
    .onConflictDoNothing({ target: staticPages.slug });
}
