/**
 * The mailing list as the contract answers it (areas/subscribed-emails/subscribed-email-contract.ts): the list
 * of /subscription-details, and the one way in, subscribe().
 */
import { count } from 'drizzle-orm';
import type { ListPage, ListQuery } from '../../../src/api/contract/list';
import type { SUBSCRIBED_EMAIL_SORTABLE, SubscribedEmailRow } from '../subscribed-email-contract';
import type { Database } from '../../../server/db/client';
import { subscribedEmails } from './tables';
import { listShape, readPage } from '../../../server/lists/page';
import { pageStatements } from '../../../server/lists/page-statements';
import { caseless } from '../../../server/lists/sort';

type SubscriberSortable = (typeof SUBSCRIBED_EMAIL_SORTABLE)[number];

const sortColumns = {
  created_at: subscribedEmails.createdAt,
  email: caseless(subscribedEmails.email),
} satisfies Record<SubscriberSortable, unknown>;

/** The SPA shows no search box here (spec section 2), but a search sent is honoured. */
const subscribersPage = pageStatements({
  rows: (db, total) => db.select({ email: subscribedEmails.email, createdAt: subscribedEmails.createdAt, total }).from(subscribedEmails).$dynamic(),
  count: (db) => db.select({ n: count() }).from(subscribedEmails).$dynamic(),
  search: [subscribedEmails.searchText],
  sortColumns,
  id: subscribedEmails.id,
});

export async function listSubscribers(
  db: Database,
  query: ListQuery & { sort_by: SubscriberSortable },
): Promise<ListPage<SubscribedEmailRow>> {
  const page = await readPage(query, subscribersPage(db, listShape(query)));
  return { rows: page.rows.map((row) => ({ email: row.email, created_at: row.createdAt.toISOString() })), count: page.count };
}

/**
 * Adds the address unless it is on the list in any case. Whether it was there is not said: the
 * public caller gets the same answer either way, so the call cannot tell who is subscribed.
 */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(subscribedEmails).values({ email }).onConflictDoNothing();
}
