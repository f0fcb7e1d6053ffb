/**
 * The sub-admins contract group (areas/admins/admin-contract.ts, spec section 7 "Admins"), behind the
 * session guard: list, view, status, delete, roles, add and edit. A new admin has no password: the
 * add mails them the set-password link (/set-Password/{iv}/{data}, DESIGN.md section 5).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  adminAddRequest,
  adminEditRequest,
  adminIdQuery,
  adminListRequest,
  adminPaths,
  adminStatusQuery, adminAnswer } from '../admin-contract';
import { MIN_IMAGE_SIDE_PX } from '../../../src/constants';
import { fullName, signedInWho } from '../../../server/activity/activity-who';
import { changedFields, givenFields, reference } from '../../../server/activity/changed-fields';
import { recordActivity } from '../../../server/activity/record-activity';
import { deleteEntry, statusEntry } from '../../../server/activity/row-entries';
import { createSetPasswordLink, setPasswordUrl } from '../../../server/auth/set-password-link';
import { adminRoles, admins, sessions } from '../../../server/db/schema';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { inRowTransaction, rowActor, type DeleteAction, type StatusAction } from '../../../server/bulk/row-actions';
import { imageFormBodyLimit, jsonBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { HttpError } from '../../../server/http/http-error';
import { assertCurrentVersion, nextVersion } from '../../../server/http/edit-version';
import { readForm } from '../../../server/http/read-form';
import { readJson } from '../../../server/http/read-json';
import { readParams } from '../../../server/http/read-query';
import { assertMayChangeRole, assertMayDeactivate, assertMayDelete, assertMayGrantRoles, assertMayTouch } from '../../../server/people/admin-guards';
import { adminTrash } from './admin-trash';
import { moveToTrash } from '../../../server/trash/move-to-trash';
import { ADMIN_NOT_FOUND, findAdmin, findRole, listAdmins, listRoles, toAdminRow } from './admin-records';
import { assertEmailFree, emailConflictAs409 } from '../../../server/people/email-in-use';
import { queueSetPasswordLink } from '../../../server/people/people-mails';
import { acceptImage } from '../../../server/uploads/accept-image';
import { saveWithImage } from '../../../server/uploads/save-with-image';
import { imageOfVersion, pictureOfEdit } from '../../../server/uploads/image-from-version';

/** `db` is the row's transaction (inRowTransaction): the sessions end with the status change, or neither happens. */
export const setAdminStatus: StatusAction = async ({ db, clock }, { admin: actor, who }, id, isActive) => {
  const target = await findAdmin(db, id);
  if (!isActive) assertMayDeactivate(actor.id, target);
  assertMayTouch(actor, target);
  // The value it held, read under the row's lock in this transaction: the log's old value is what was stored.
  const [before] = await db.select({ isActive: admins.isActive }).from(admins).where(eq(admins.id, id)).for('update');
  if (!before) throw new HttpError(404, ADMIN_NOT_FOUND);
  const [updated] = await db.update(admins).set({ isActive }).where(eq(admins.id, id)).returning({ id: admins.id });
  if (!updated) throw new HttpError(404, ADMIN_NOT_FOUND);
  // Ended now rather than merely refused while inactive: switching the admin back on
  // must not bring old sign-ins back to life (DESIGN.md section 5).
  if (!isActive) {
    await db.update(sessions).set({ revokedAt: clock.now() }).where(and(eq(sessions.adminId, id), isNull(sessions.revokedAt)));
  }
  await recordActivity(db, who, statusEntry('admin', { id, label: fullName(target) }, before.isActive, isActive));
  return isActive ? adminAnswer('admin.activated') : adminAnswer('admin.deactivated');
};

export const deleteAdmin: DeleteAction = async (deps, { admin: actor, who }, id) => {
  const target = await findAdmin(deps.db, id);
  assertMayDelete(actor.id, target);
  assertMayTouch(actor, target);
  // Sessions and password resets go with the row (ON DELETE CASCADE) for good; its activity rows stay.
  const [deleted] = await moveToTrash(deps.db, adminTrash, who, id, () => deps.db.delete(admins).where(eq(admins.id, id)).returning({ id: admins.id }), () => fullName(target));
  if (!deleted) throw new HttpError(404, ADMIN_NOT_FOUND);
  await recordActivity(deps.db, who, deleteEntry('admin', { id, label: fullName(target) }));
  return adminAnswer('admin.deleted');
};

export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${adminPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, adminListRequest);
      return ok(c, adminAnswer('admin.list'), await listAdmins(db, query));
    })
    .get(`/${adminPaths.roles}`, async (c) => ok(c, adminAnswer('admin.roles'), { rows: await listRoles(db) }))
    .get(`/${adminPaths.view}`, async (c) => {
      const { id } = readParams(c.req.query(), adminIdQuery);
      return ok(c, adminAnswer('admin.details'), toAdminRow(await findAdmin(db, id)));
    })
    .get(`/${adminPaths.status}`, async (c) => {
      const { id, is_active: isActive } = readParams(c.req.query(), adminStatusQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => setAdminStatus(rowDeps, rowActor(c, deps), id, isActive)));
    })
    .get(`/${adminPaths.delete}`, async (c) => {
      const { id } = readParams(c.req.query(), adminIdQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => deleteAdmin(rowDeps, rowActor(c, deps), id)));
    })
    .post(`/${adminPaths.add}`, imageFormBodyLimit(), async (c) => {
      const { image, ...fields } = await readForm(c, adminAddRequest);
      assertMayGrantRoles(c.var.signedIn.admin);
      const role = await findRole(db, fields.admin_role_id);
      const accepted = image ? await acceptImage(image, { minSide: MIN_IMAGE_SIDE_PX }) : undefined;
      await assertEmailFree(db, admins, fields.email);
      const now = deps.clock.now();
      const who = signedInWho(c, deps);
      await saveWithImage(deps, accepted, async (key) => {
        // The link's mail is queued in the admin's transaction: no admin without their mail, no mail for a rolled-back admin.
        await emailConflictAs409(
          db.transaction(async (tx) => {
            const [admin] = await tx
              .insert(admins)
              .values({
                firstName: fields.first_name,
                lastName: fields.last_name,
                email: fields.email,
                adminRoleId: role.id,
                userType: 'sub_admin',
                profileImage: key ?? null,
              })
              .returning({ id: admins.id, passwordHash: admins.passwordHash });
            const label = `${fields.first_name} ${fields.last_name}`;
            await recordActivity(tx, who, { action: 'add', area: 'admin', record: { id: admin!.id, label }, changed: givenFields(fields, { newImage: Boolean(key) }) });
            const url = setPasswordUrl(deps.publicUrl, createSetPasswordLink(deps.secrets.linkKey, admin!, now));
            await queueSetPasswordLink(deps, { email: fields.email, firstName: fields.first_name }, url, tx);
          }),
        );
        deps.mailQueue.wake();
        return null;
      });
      return ok(c, adminAnswer('admin.added', { email: fields.email }));
    })
    .put(`/${adminPaths.edit}`, imageFormBodyLimit(), async (c) => {
      const { id, version, image, image_from_version: restoreFrom, ...fields } = await readForm(c, adminEditRequest);
      const target = await findAdmin(db, id);
      const role = await findRole(db, fields.admin_role_id);
      assertMayTouch(c.var.signedIn.admin, target);
      assertMayChangeRole(c.var.signedIn.admin, target, role.id);
      const accepted = image ? await acceptImage(image, { minSide: MIN_IMAGE_SIDE_PX }) : undefined;
      const restored = accepted || !restoreFrom ? undefined : await imageOfVersion(db, 'admin', id, restoreFrom, 'profile_image');
      const who = signedInWho(c, deps);
      await saveWithImage(deps, accepted, (key) =>
        db.transaction(async (tx) => {
          // Locked, so the image this edit replaces is the one it read.
          const [current] = await tx
            .select({
              image: admins.profileImage,
              version: admins.version,
              first_name: admins.firstName,
              last_name: admins.lastName,
              roleId: admins.adminRoleId,
              roleName: adminRoles.role,
            })
            .from(admins)
            .innerJoin(adminRoles, eq(adminRoles.id, admins.adminRoleId))
            .where(eq(admins.id, id))
            .for('update', { of: admins });
          if (!current) throw new HttpError(404, ADMIN_NOT_FOUND);
          assertCurrentVersion(current.version, version);
          const picture = pictureOfEdit(key, restored, current.image);
          await tx
            .update(admins)
            .set({
              firstName: fields.first_name,
              lastName: fields.last_name,
              adminRoleId: role.id,
              version: nextVersion(admins.version),
              ...(picture.changes ? { profileImage: picture.next } : {}),
            })
            .where(eq(admins.id, id));
          // The role by its name then (a role has no screen of its own: area null).
          const changed = changedFields(
            { ...current, admin_role_id: reference(null, current.roleId, current.roleName) },
            { ...fields, admin_role_id: reference(null, role.id, role.role) },
            { newImage: picture.changes, of: ['first_name', 'last_name', 'admin_role_id'] },
          );
          await recordActivity(tx, who, { action: 'edit', area: 'admin', record: { id, label: `${fields.first_name} ${fields.last_name}` }, changed });
          return picture.replaced;
        }),
      );
      return ok(c, adminAnswer('admin.updated'));
    });
}
