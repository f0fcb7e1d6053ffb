/**
 * The chefs contract group (areas/chefs/chef-contract.ts, spec section 7 "Chefs"), behind the session
 * guard: list, view, status, delete, add, edit, and the class form's look-up.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  chefAddRequest,
  chefEditRequest,
  chefIdQuery,
  chefListRequest,
  chefLookupQuery,
  chefPaths,
  chefStatusQuery, chefAnswer } from '../chef-contract';
import { MIN_IMAGE_SIDE_PX } from '../../../src/constants';
import { signedInWho } from '../../../server/activity/activity-who';
import { changedFields, givenFields } from '../../../server/activity/changed-fields';
import { recordActivity } from '../../../server/activity/record-activity';
import { deleteEntry, statusEntry } from '../../../server/activity/row-entries';
import { CHEF_HAS_CLASSES, refusedWhenUsedByClasses } from '../../../server/classes/used-by-classes';
import { chefs } from './tables';
import { chefTrash } from './chef-trash';
import { moveToTrash } from '../../../server/trash/move-to-trash';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { inRowTransaction, rowActor, type DeleteAction, type StatusAction } from '../../../server/bulk/row-actions';
import { imageFormBodyLimit, jsonBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { HttpError } from '../../../server/http/http-error';
import { assertCurrentVersion, nextVersion } from '../../../server/http/edit-version';
import { readForm } from '../../../server/http/read-form';
import { readJson } from '../../../server/http/read-json';
import { readParams } from '../../../server/http/read-query';
import { CHEF_NOT_FOUND, chefColumns, findChef, listChefs, lookUpChefs, toChefRow } from './chef-records';
import { assertEmailFree, emailConflictAs409 } from '../../../server/people/email-in-use';
import { acceptImage } from '../../../server/uploads/accept-image';
import { saveWithImage } from '../../../server/uploads/save-with-image';
import { imageOfVersion, pictureOfEdit } from '../../../server/uploads/image-from-version';

export const setChefStatus: StatusAction = async ({ db }, { who }, id, isActive) => {
  // The value it held, read under the row's lock in this transaction: the log's old value is what was stored.
  const [before] = await db.select({ isActive: chefs.isActive }).from(chefs).where(eq(chefs.id, id)).for('update');
  if (!before) throw new HttpError(404, CHEF_NOT_FOUND);
  const [updated] = await db.update(chefs).set({ isActive }).where(eq(chefs.id, id)).returning({ id: chefs.id, label: chefs.name });
  if (!updated) throw new HttpError(404, CHEF_NOT_FOUND);
  await recordActivity(db, who, statusEntry('chef', updated, before.isActive, isActive));
  return isActive ? chefAnswer('chef.activated') : chefAnswer('chef.deactivated');
};

export const deleteChef: DeleteAction = async (deps, { who }, id) => {
  const [deleted] = await moveToTrash(deps.db, chefTrash, who, id, () =>
    refusedWhenUsedByClasses(deps.db.delete(chefs).where(eq(chefs.id, id)).returning({ id: chefs.id, label: chefs.name }), CHEF_HAS_CLASSES),
    (chef) => chef.label,
  );
  if (!deleted) throw new HttpError(404, CHEF_NOT_FOUND);
  await recordActivity(deps.db, who, deleteEntry('chef', deleted));
  return chefAnswer('chef.deleted');
};

export function chefRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${chefPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, chefListRequest);
      return ok(c, chefAnswer('chef.list'), await listChefs(db, query));
    })
    .get(`/${chefPaths.lookup}`, async (c) => {
      const query = readParams(c.req.query(), chefLookupQuery);
      return ok(c, chefAnswer('chef.lookup'), { rows: await lookUpChefs(db, query) });
    })
    .get(`/${chefPaths.view}`, async (c) => {
      const { id } = readParams(c.req.query(), chefIdQuery);
      return ok(c, chefAnswer('chef.details'), toChefRow(await findChef(db, id)));
    })
    .get(`/${chefPaths.status}`, async (c) => {
      const { id, is_active: isActive } = readParams(c.req.query(), chefStatusQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => setChefStatus(rowDeps, rowActor(c, deps), id, isActive)));
    })
    .get(`/${chefPaths.delete}`, async (c) => {
      const { id } = readParams(c.req.query(), chefIdQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => deleteChef(rowDeps, rowActor(c, deps), id)));
    })
    .post(`/${chefPaths.add}`, imageFormBodyLimit(), async (c) => {
      const { image, ...fields } = await readForm(c, chefAddRequest);
      const accepted = image ? await acceptImage(image, { minSide: MIN_IMAGE_SIDE_PX }) : undefined;
      if (fields.email) await assertEmailFree(db, chefs, fields.email);
      const who = signedInWho(c, deps);
      await saveWithImage(deps, accepted, async (key) => {
        await emailConflictAs409(
          db.transaction(async (tx) => {
            const [added] = await tx
              .insert(chefs)
              .values({ name: fields.name, email: fields.email, phoneNumber: fields.phone_number, bio: fields.bio, profilePhoto: key ?? null })
              .returning({ id: chefs.id });
            await recordActivity(tx, who, { action: 'add', area: 'chef', record: { id: added!.id, label: fields.name }, changed: givenFields(fields, { newImage: Boolean(key) }) });
          }),
        );
        return null;
      });
      return ok(c, chefAnswer('chef.added'));
    })
    .put(`/${chefPaths.edit}`, imageFormBodyLimit(), async (c) => {
      const { id, version, image, image_from_version: restoreFrom, ...fields } = await readForm(c, chefEditRequest);
      await findChef(db, id);
      const accepted = image ? await acceptImage(image, { minSide: MIN_IMAGE_SIDE_PX }) : undefined;
      const restored = accepted || !restoreFrom ? undefined : await imageOfVersion(db, 'chef', id, restoreFrom, 'profile_photo');
      if (fields.email) await assertEmailFree(db, chefs, fields.email, id);
      const who = signedInWho(c, deps);
      await saveWithImage(deps, accepted, (key) =>
        emailConflictAs409(
          db.transaction(async (tx) => {
            // Locked, so the photo this edit replaces is the one it read.
            const [current] = await tx.select({ ...chefColumns, photo: chefs.profilePhoto }).from(chefs).where(eq(chefs.id, id)).for('update');
            if (!current) throw new HttpError(404, CHEF_NOT_FOUND);
            assertCurrentVersion(current.version, version);
            const picture = pictureOfEdit(key, restored, current.photo);
            await tx
              .update(chefs)
              .set({
                name: fields.name,
                email: fields.email,
                phoneNumber: fields.phone_number,
                bio: fields.bio,
                version: nextVersion(chefs.version),
                ...(picture.changes ? { profilePhoto: picture.next } : {}),
              })
              .where(eq(chefs.id, id));
            const changed = changedFields(toChefRow(current), fields, { newImage: picture.changes });
            await recordActivity(tx, who, { action: 'edit', area: 'chef', record: { id, label: fields.name }, changed });
            return picture.replaced;
          }),
        ),
      );
      return ok(c, chefAnswer('chef.updated'));
    });
}
