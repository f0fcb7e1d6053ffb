/** Chefs as the contract answers them (areas/chefs/chef-contract.ts), and the queries that read them. */
import { chefAnswer } from '../chef-contract';
import { and, eq } from 'drizzle-orm';
import type { ChefRow, CHEF_SORTABLE } from '../chef-contract';
import type { SortOrder } from '../../../src/api/contract/list';
import type { Database } from '../../../server/db/client';
import { chefs } from './tables';
import { searchWhere } from '../../../server/lists/search';
import { caseless, listOrder } from '../../../server/lists/sort';
import { tableRecords } from '../../../server/lists/table-records';
import { fileUrl } from '../../../server/storage/file-url';

export const CHEF_NOT_FOUND = chefAnswer('chef.not_found');

export const chefColumns = {
  id: chefs.id,
  name: chefs.name,
  email: chefs.email,
  phoneNumber: chefs.phoneNumber,
  bio: chefs.bio,
  profilePhoto: chefs.profilePhoto,
  isActive: chefs.isActive,
  createdAt: chefs.createdAt,
  version: chefs.version,
};

type ChefRecord = Pick<typeof chefs.$inferSelect, keyof typeof chefColumns>;

export const toChefRow = (chef: ChefRecord): ChefRow => ({
  id: chef.id,
  name: chef.name,
  email: chef.email,
  phone_number: chef.phoneNumber,
  bio: chef.bio,
  profile_photo: fileUrl(chef.profilePhoto),
  is_active: chef.isActive,
  created_at: chef.createdAt.toISOString(),
  version: chef.version,
});

type ChefSortable = (typeof CHEF_SORTABLE)[number];

const sortColumns = {
  created_at: chefs.createdAt,
  name: caseless(chefs.name),
  email: caseless(chefs.email),
  is_active: chefs.isActive,
} satisfies Record<ChefSortable, unknown>;

const searched = (search: string) => searchWhere(search, [chefs.searchText]);

const chefRecords = tableRecords({ table: chefs, columns: chefColumns, toRow: toChefRow, sortColumns, notFound: CHEF_NOT_FOUND });
export const listChefs = chefRecords.list;
export const findChef = chefRecords.find;

/**
 * The class form's picker (GET chef/list-chef): active chefs only, capped so that a very large
 * table cannot turn one look-up into megabytes; the search narrows it.
 */
export const CHEF_LOOKUP_LIMIT = 500;

export async function lookUpChefs(db: Database, query: { search: string; sort_by: ChefSortable; order: SortOrder }) {
  const rows = await db
    .select({ id: chefs.id, name: chefs.name, email: chefs.email, profilePhoto: chefs.profilePhoto })
    .from(chefs)
    .where(and(eq(chefs.isActive, true), searched(query.search)))
    .orderBy(...listOrder(sortColumns, query.sort_by, query.order, chefs.id))
    .limit(CHEF_LOOKUP_LIMIT);
  return rows.map((chef) => ({ id: chef.id, name: chef.name, email: chef.email, profile_photo: fileUrl(chef.profilePhoto) }));
}
