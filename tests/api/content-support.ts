/**
 * Helpers of the content API tests: rows written straight into a test database (for tests that
 * need records without paying for the add calls), and the signed-in app each file runs on.
 */
import type { Database } from '../../server/db/client';
import { blockPrices } from '../../areas/block-prices/server/tables';
import { ingredients } from '../../areas/ingredients/server/tables';
import { mealIcons } from '../../areas/meals/server/tables';
import { subscribedEmails } from '../../areas/subscribed-emails/server/tables';
import { subscriptionPlans } from '../../areas/subscriptions/server/tables';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

export async function openSignedInApp(): Promise<{ t: TestApp; token: string }> {
  const t = await openTestApp();
  return { t, token: await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD) };
}

type Dated = { createdAt?: Date };
const dated = (row: Dated) => (row.createdAt ? { createdAt: row.createdAt } : {});

export const insertMeals = (db: Database, rows: Array<Dated & { mealType: string; image?: string; isActive?: boolean }>) =>
  db
    .insert(mealIcons)
    .values(rows.map((row) => ({ mealType: row.mealType, image: row.image ?? 'not-stored.png', isActive: row.isActive ?? true, ...dated(row) })))
    .returning();

export const insertIngredients = (db: Database, rows: Array<Dated & { name: string }>) =>
  db.insert(ingredients).values(rows.map((row) => ({ name: row.name, ...dated(row) }))).returning();

export const insertPlans = (db: Database, rows: Array<Dated & { title: string; displayAmount?: string; amount?: string; timeframe?: number }>) =>
  db
    .insert(subscriptionPlans)
    .values(rows.map((row) => ({ title: row.title, displayAmount: row.displayAmount ?? '10/month', amount: row.amount ?? '10.00', timeframe: row.timeframe ?? 1, ...dated(row) })))
    .returning();

export const insertPrices = (db: Database, rows: Array<Dated & { title: string; amount?: string; isActive?: boolean }>) =>
  db
    .insert(blockPrices)
    .values(rows.map((row) => ({ title: row.title, amount: row.amount ?? '$10', isActive: row.isActive ?? true, ...dated(row) })))
    .returning();

export const insertSubscribers = (db: Database, rows: Array<Dated & { email: string }>) =>
  db.insert(subscribedEmails).values(rows.map((row) => ({ email: row.email, ...dated(row) }))).returning();
