/**
 * The users contract group (areas/users/user-contract.ts, spec section 7 "Users"), behind the session
 * guard: list, view, status, delete, resend the activation code, add (with a password), edit.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  resendActivationRequest,
  userAddRequest,
  userEditRequest,
  userIdPath,
  userListRequest,
  userPaths,
  userStatusQuery, userAnswer } from '../user-contract';
import { MIN_IMAGE_SIDE_PX } from '../../../src/constants';
import { fullName, signedInWho } from '../../../server/activity/activity-who';
import { changedFields, givenFields } from '../../../server/activity/changed-fields';
import { recordActivity } from '../../../server/activity/record-activity';
import { deleteEntry, statusEntry } from '../../../server/activity/row-entries';
import { assertPasswordNotGuessable } from '../../../server/auth/guessable-password';
import { hashPassword } from '../../../server/auth/password';
import { users } from './tables';
import { userTrash } from './user-trash';
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
import { newActivationCode } from '../../../server/people/activation-code';
import { assertEmailFree, emailConflictAs409 } from '../../../server/people/email-in-use';
import { queueActivationCode } from '../../../server/people/people-mails';
import { findUser, listUsers, toUserRow, USER_NOT_FOUND, userColumns } from './user-records';
import { acceptImage } from '../../../server/uploads/accept-image';
import { saveWithImage } from '../../../server/uploads/save-with-image';
import { imageOfVersion, pictureOfEdit } from '../../../server/uploads/image-from-version';

const userLabel = { id: users.id, firstName: users.firstName, lastName: users.lastName };
const labelled = (user: { id: number; firstName: string; lastName: string }) => ({ id: user.id, label: fullName(user) });

export const setUserStatus: StatusAction = async ({ db }, { who }, id, isActive) => {
  // The value it held, read under the row's lock in this transaction: the log's old value is what was stored.
  const [before] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, id)).for('update');
  if (!before) throw new HttpError(404, USER_NOT_FOUND);
  const [updated] = await db.update(users).set({ isActive }).where(eq(users.id, id)).returning(userLabel);
  if (!updated) throw new HttpError(404, USER_NOT_FOUND);
  await recordActivity(db, who, statusEntry('user', labelled(updated), before.isActive, isActive));
  return isActive ? userAnswer('user.activated') : userAnswer('user.deactivated');
};

export const deleteUser: DeleteAction = async (deps, { who }, id) => {
  const [deleted] = await moveToTrash(deps.db, userTrash, who, id, () => deps.db.delete(users).where(eq(users.id, id)).returning(userLabel), (user) => fullName(user));
  if (!deleted) throw new HttpError(404, USER_NOT_FOUND);
  await recordActivity(deps.db, who, deleteEntry('user', labelled(deleted)));
  return userAnswer('user.deleted');
};

export function userRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${userPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, userListRequest);
      return ok(c, userAnswer('user.list'), await listUsers(db, query));
    })
    .get(`/${userPaths.view}/:id`, async (c) => {
      const { id } = readParams(c.req.param(), userIdPath);
      return ok(c, userAnswer('user.details'), toUserRow(await findUser(db, id)));
    })
    .get(`/${userPaths.status}`, async (c) => {
      const { id, is_active: isActive } = readParams(c.req.query(), userStatusQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => setUserStatus(rowDeps, rowActor(c, deps), id, isActive)));
    })
    .get(`/${userPaths.delete}/:id`, async (c) => {
      const { id } = readParams(c.req.param(), userIdPath);
      return ok(c, await inRowTransaction(deps, (rowDeps) => deleteUser(rowDeps, rowActor(c, deps), id)));
    })
    .post(`/${userPaths.resendActivationCode}`, jsonBodyLimit(), async (c) => {
      const { id } = await readJson(c, resendActivationRequest);
      const user = await findUser(db, id);
      await queueActivationCode(deps, user);
      return ok(c, userAnswer('user.activation_sent', { email: user.email }));
    })
    .post(`/${userPaths.add}`, imageFormBodyLimit(), async (c) => {
      const { image, password, ...fields } = await readForm(c, userAddRequest);
      const accepted = image ? await acceptImage(image, { minSide: MIN_IMAGE_SIDE_PX }) : undefined;
      await assertEmailFree(db, users, fields.email);
      // The user's own e-mail and name, as for an admin's password.
      assertPasswordNotGuessable(password, { email: fields.email, firstName: fields.first_name, lastName: fields.last_name }, deps.config.appName, 'password');
      const passwordHash = await hashPassword(password);
      const who = signedInWho(c, deps);
      await saveWithImage(deps, accepted, async (key) => {
        await emailConflictAs409(
          db.transaction(async (tx) => {
            const [added] = await tx
              .insert(users)
              .values({
                firstName: fields.first_name,
                lastName: fields.last_name,
                email: fields.email,
                passwordHash,
                activationCode: newActivationCode(),
                profilePhoto: key ?? null,
              })
              .returning(userLabel);
            // The password is a field of the form, never of the log.
            await recordActivity(tx, who, { action: 'add', area: 'user', record: labelled(added!), changed: givenFields(fields, { newImage: Boolean(key) }) });
          }),
        );
        return null;
      });
      return ok(c, userAnswer('user.added'));
    })
    .post(`/${userPaths.edit}`, imageFormBodyLimit(), async (c) => {
      const { id, version, image, image_from_version: restoreFrom, ...fields } = await readForm(c, userEditRequest);
      await findUser(db, id);
      const accepted = image ? await acceptImage(image, { minSide: MIN_IMAGE_SIDE_PX }) : undefined;
      const restored = accepted || !restoreFrom ? undefined : await imageOfVersion(db, 'user', id, restoreFrom, 'profile_photo');
      await assertEmailFree(db, users, fields.email, id);
      const who = signedInWho(c, deps);
      await saveWithImage(deps, accepted, (key) =>
        emailConflictAs409(
          db.transaction(async (tx) => {
            // Locked, so the photo this edit replaces is the one it read.
            const [current] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
            if (!current) throw new HttpError(404, USER_NOT_FOUND);
            assertCurrentVersion(current.version, version);
            const picture = pictureOfEdit(key, restored, current.profilePhoto);
            await tx
              .update(users)
              .set({
                firstName: fields.first_name,
                lastName: fields.last_name,
                email: fields.email,
                version: nextVersion(users.version),
                ...(picture.changes ? { profilePhoto: picture.next } : {}),
              })
              .where(eq(users.id, id));
            const changed = changedFields(toUserRow(current), fields, { newImage: picture.changes });
            await recordActivity(tx, who, { action: 'edit', area: 'user', record: { id, label: `${fields.first_name} ${fields.last_name}` }, changed });
            return picture.replaced;
          }),
        ),
      );
      return ok(c, userAnswer('user.updated'));
    });
}
