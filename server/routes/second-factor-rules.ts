/**
 * The super admin's rule per role (issue #32 item 1): which roles sign in only with a second
 * factor. Each role answers with how many of its admins have none yet: those are taken to set one
 * up at their next sign-in (their sessions open now go on). Behind the module guard's
 * SUPER_ADMIN_ONLY list. A change is a row of the activity log (area "role", the role by its name,
 * the rule's old and new value), written in the same transaction.
 */
import { Hono } from 'hono';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { answer } from '../../src/api/contract/answer-codes';
import { roleRuleRequest, secondFactorRulePaths, type RoleRuleRow } from '../../src/api/contract/second-factor';
import { signedInWho } from '../activity/activity-who';
import { recordActivity } from '../activity/record-activity';
import { adminPasskeys, adminRoles, admins, adminTotp } from '../db/schema';
import type { Database, Transaction } from '../db/client';
import type { AppDeps, AppEnv } from '../deps';
import { jsonBodyLimit } from '../http/body-limits';
import { ok } from '../http/envelope';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/read-json';

export const ROLE_NOT_FOUND = answer('second_factor.role_not_found');

async function roleRules(db: Database | Transaction, onlyId?: number): Promise<RoleRuleRow[]> {
  const rows = await db
    .select({
      id: adminRoles.id,
      role: adminRoles.role,
      required: adminRoles.requireSecondFactor,
      admins: count(admins.id),
      // An app confirmed, or a passkey: either is a second factor.
      withFactor: sql<number>`count(${admins.id}) filter (where ${adminTotp.adminId} is not null or exists (select 1 from ${adminPasskeys} where ${adminPasskeys.adminId} = ${admins.id}))`.mapWith(Number),
    })
    .from(adminRoles)
    .leftJoin(admins, eq(admins.adminRoleId, adminRoles.id))
    .leftJoin(adminTotp, and(eq(adminTotp.adminId, admins.id), isNotNull(adminTotp.confirmedAt)))
    .where(onlyId === undefined ? sql`true` : eq(adminRoles.id, onlyId))
    .groupBy(adminRoles.id)
    .orderBy(asc(adminRoles.role));
  return rows.map(({ withFactor, ...row }) => ({ ...row, admins_without: row.admins - withFactor }));
}

export function secondFactorRuleRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get(`/${secondFactorRulePaths.roles}`, async (c) => ok(c, answer('second_factor.roles'), { rows: await roleRules(db) }))
    .post(`/${secondFactorRulePaths.require}`, jsonBodyLimit(), async (c) => {
      const { id, required } = await readJson(c, roleRuleRequest);
      const who = signedInWho(c, deps);
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ required: adminRoles.requireSecondFactor, role: adminRoles.role })
          .from(adminRoles)
          .where(eq(adminRoles.id, id))
          .for('update');
        if (!before) return null;
        if (before.required !== required) {
          await tx.update(adminRoles).set({ requireSecondFactor: required }).where(eq(adminRoles.id, id));
          await recordActivity(tx, who, {
            action: 'edit',
            area: 'role',
            record: { id, label: before.role },
            changed: [{ field: 'require_second_factor', from: before.required, to: required }],
          });
        }
        return (await roleRules(tx, id))[0]!;
      });
      if (!saved) throw new HttpError(404, ROLE_NOT_FOUND);
      return ok(c, answer('second_factor.role_rule_saved'), saved);
    });
}
