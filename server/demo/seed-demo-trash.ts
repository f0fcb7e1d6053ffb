/**
 * Demo data for the Trash (`npm run seed:demo`): a few ingredients and a plan are added and then
 * deleted the way an admin deletes them (moveToTrash and the delete's activity row, in one
 * transaction), so the Trash screen has rows to restore and the bench measures it with rows
 * (issue #37). Idempotent: a name already in its table or already in the trash is left alone, so
 * a second run adds nothing, and a demo record someone restored is not deleted again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { admins, trash } from '../db/schema';
import { ingredients } from '../../areas/ingredients/server/tables';
import { ingredientTrash } from '../../areas/ingredients/server/ingredient-trash';
import { subscriptionPlans } from '../../areas/subscriptions/server/tables';
import { planTrash } from '../../areas/subscriptions/server/plan-trash';
import { whoFor, type ActivityWho } from '../activity/activity-who';
import { recordActivity } from '../activity/record-activity';
import { deleteEntry } from '../activity/row-entries';
import { moveToTrash } from '../trash/move-to-trash';
import type { Trashable } from '../trash/trashable';
import { present } from './seed-demo-content';
import { DELETED_INGREDIENTS, DELETED_PLANS } from './demo-content';

type Deps = { db: Database; now: Date };

/** Of `names`, those neither in the live table (`live`, lower-cased) nor in the area's trash. */
async function neverSeeded(db: Database, spec: Trashable, names: readonly string[], live: Set<string>): Promise<string[]> {
  const trashed = await db.select({ label: trash.label }).from(trash).where(and(eq(trash.area, spec.area), inArray(trash.label, [...names])));
  const gone = new Set(trashed.map((row) => row.label.toLowerCase()));
  return names.filter((name) => !live.has(name.toLowerCase()) && !gone.has(name.toLowerCase()));
}

async function trashIngredient(db: Database, who: ActivityWho, name: string) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [added] = await tx.insert(ingredients).values({ name, createdAt: who.at }).returning({ id: ingredients.id });
    const id = added!.id;
    await moveToTrash(tx, ingredientTrash, who, id, () => tx.delete(ingredients).where(eq(ingredients.id, id)).returning({ id: ingredients.id }), () => name);
    await recordActivity(tx, who, deleteEntry('ingredients', { id, label: name }));
  });
}

async function trashPlan(db: Database, who: ActivityWho, plan: (typeof DELETED_PLANS)[number]) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [added] = await tx.insert(subscriptionPlans).values(plan).returning({ id: subscriptionPlans.id });
    const id = added!.id;
    await moveToTrash(tx, planTrash, who, id, () => tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id)).returning({ id: subscriptionPlans.id }), () => plan.title);
    await recordActivity(tx, who, deleteEntry('subscription', { id, label: plan.title }));
  });
}

/** Answers how many demo records it put in the trash (none when they are there already, or before the super admin exists). */
export async function seedDemoTrash({ db, now }: Deps): Promise<number> {
  // The demo deletes are the first super admin's (the one the server's start-up seeds).
  const [superAdmin] = await db
    .select({ id: admins.id, firstName: admins.firstName, lastName: admins.lastName })
    .from(admins)
    .where(eq(admins.userType, 'super_admin'))
    .orderBy(admins.id)
    .limit(1);
  if (!superAdmin) return 0;
  const who = whoFor(superAdmin, '127.0.0.1', now);
  const ingredientNames = await neverSeeded(db, ingredientTrash, DELETED_INGREDIENTS, await present(db, ingredients.name, DELETED_INGREDIENTS));
  for (const name of ingredientNames) await trashIngredient(db, who, name);
  const titles = DELETED_PLANS.map((plan) => plan.title);
  const planTitles = await neverSeeded(db, planTrash, titles, await present(db, subscriptionPlans.title, titles));
  for (const plan of DELETED_PLANS.filter((candidate) => planTitles.includes(candidate.title))) await trashPlan(db, who, plan);
  return ingredientNames.length + planTitles.length;
}
