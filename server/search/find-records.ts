/**
 * The command palette's search (src/api/contract/search.ts): the first few rows of each area the
 * caller's role opens whose search text contains the words typed, with the list's own rule
 * (server/lists/search.ts) and its trigram indexes, newest first. One query per area, run together.
 */
import { desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SEARCH_HITS_PER_AREA, SEARCHED_AREAS, type SearchedArea, type SearchHit } from '../../src/api/contract/search';
import { mayCall } from '../auth/area-access';
import type { AdminProfile } from '../auth/signed-in';
import { classes } from '../db/class-schema';
import type { Database } from '../db/client';
import { ingredients, mealIcons } from '../db/content-schema';
import { admins, chefs, users } from '../db/schema';
import { searchWhere } from '../lists/search';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { adminPaths } from '../../areas/admins/admin-contract';
import { userPaths } from '../../areas/users/user-contract';
import { chefPaths } from '../../areas/chefs/chef-contract';
import { mealPaths } from '../../areas/meals/meal-contract';
import { classPaths } from '../../areas/classes/class-contract';
import { ingredientPaths } from '../../areas/ingredients/ingredient-contract';

type AreaSource = {
  table: PgTable;
  id: PgColumn;
  label: SQL;
  detail: SQL;
  searchText: AnyColumn;
  /** The area's list call: whoever may call it may find its rows here. */
  listPath: string;
};

const fullName = (first: AnyColumn, last: AnyColumn) => sql<string>`trim(${first} || ' ' || ${last})`;
const none = sql<string>`''`;

const SOURCES: Record<SearchedArea, AreaSource> = {
  admin: { table: admins, id: admins.id, label: fullName(admins.firstName, admins.lastName), detail: sql<string>`${admins.email}`, searchText: admins.searchText, listPath: adminPaths.list },
  user: { table: users, id: users.id, label: fullName(users.firstName, users.lastName), detail: sql<string>`${users.email}`, searchText: users.searchText, listPath: userPaths.list },
  chef: { table: chefs, id: chefs.id, label: sql<string>`${chefs.name}`, detail: sql<string>`${chefs.email}`, searchText: chefs.searchText, listPath: chefPaths.list },
  meal: { table: mealIcons, id: mealIcons.id, label: sql<string>`${mealIcons.mealType}`, detail: none, searchText: mealIcons.searchText, listPath: mealPaths.list },
  class: { table: classes, id: classes.id, label: sql<string>`${classes.name}`, detail: none, searchText: classes.searchText, listPath: classPaths.list },
  ingredients: { table: ingredients, id: ingredients.id, label: sql<string>`${ingredients.name}`, detail: none, searchText: ingredients.searchText, listPath: ingredientPaths.list },
};

/** The areas whose rows this admin may see: the same table the module guard reads. */
export const searchableAreas = (admin: Pick<AdminProfile, 'userType' | 'modules'>): SearchedArea[] =>
  SEARCHED_AREAS.filter((area) => mayCall(admin, `${ADMIN_API_BASE}${SOURCES[area].listPath}`));

export async function findRecords(db: Database, admin: Pick<AdminProfile, 'userType' | 'modules'>, words: string): Promise<SearchHit[]> {
  if (words === '') return [];
  const perArea = await Promise.all(
    searchableAreas(admin).map(async (area) => {
      const source = SOURCES[area];
      const rows = await db
        .select({ id: source.id, label: source.label, detail: source.detail })
        .from(source.table)
        .where(searchWhere(words, [source.searchText]))
        .orderBy(desc(source.id))
        .limit(SEARCH_HITS_PER_AREA);
      return rows.map((row) => ({ area, id: Number(row.id), label: String(row.label), detail: String(row.detail ?? '') }));
    }),
  );
  return perArea.flat();
}
