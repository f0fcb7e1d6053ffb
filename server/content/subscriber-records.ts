/**
 * The mailing list as the contract answers it (src/api/contract/subscribed-emails.ts): the list
 * of /subscription-details, and the one way in, subscribe().
 */
import { count } from 'drizzle-orm';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { SUBSCRIBED_EMAIL_SORTABLE, SubscribedEmailRow } from '../../src/api/contract/subscribed-emails';
import type { Database } from '../db/client';
import { subscribedEmails } from '../db/schema';
import { readPage } from '../lists/page';
import { searchWhere } from '../lists/search';
import { caseless, listOrder } from '../lists/sort';

type SubscriberSortable = (typeof SUBSCRIBED_EMAIL_SORTABLE)[number];

const sortColumns = {
  created_at: subscribedEmails.createdAt,
  email: caseless(subscribedEmails.email),
} satisfies Record<SubscriberSortable, unknown>;

/** The SPA shows no search box here (spec section 2), but a search sent is honoured. */
export async function listSubscribers(
  db: Database,
  query: ListQuery & { sort_by: SubscriberSortable },
): Promise<ListPage<SubscribedEmailRow>> {
  const where = searchWhere(query.search, [subscribedEmails.searchText]);
  const page = await readPage(query, {
    rows: ({ limit, offset, total }) =>
      db
        .select({ email: subscribedEmails.email, createdAt: subscribedEmails.createdAt, total })
        .from(subscribedEmails)
        .where(where)
        .orderBy(...listOrder(sortColumns, query.sort_by, query.order, subscribedEmails.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(subscribedEmails).where(where))[0]!.n,
  });
  return { rows: page.rows.map((row) => ({ email: row.email, created_at: row.createdAt.toISOString() })), count: page.count };
}

/**
 * Adds the address unless it is on the list in any case. Whether it was there is not said: the
 * public caller gets the same answer either way, so the call cannot tell who is subscribed.
 */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(subscribedEmails).values({ email }).onConflictDoNothing();
}
