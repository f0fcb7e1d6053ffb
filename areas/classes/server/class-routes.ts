/**
 * The classes contract group (areas/classes/class-contract.ts, spec section 7 "Classes"), behind the
 * session guard and the role's 'class' module (server/auth/area-access.ts): list, view, status,
 * delete, add, edit (multipart), failed-video-status, and video-status, which ends a class's video
 * upload.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  classAddRequest,
  classEditRequest,
  classIdPath,
  classListRequest,
  classPaths,
  classStatusQuery,
  classVideoStatusRequest, classAnswer } from '../class-contract';
import { MIN_IMAGE_SIDE_PX, UPLOAD_STATUS } from '../../../src/constants';
import { signedInWho } from '../../../server/activity/activity-who';
import { recordActivity } from '../../../server/activity/record-activity';
import { deleteEntry, statusEntry } from '../../../server/activity/row-entries';
import { checkClassForm } from './class-form';
import { CLASS_NOT_FOUND, listClasses } from './class-records';
import { viewClass } from './class-view';
import { abortUploadsOf, discardVideo, endUpload, failUploadsOf, videoKey } from './class-video';
import { insertClass, updateClass, type ClassEdit } from './class-write';
import { classes } from './tables';
import { classTrash } from './class-trash';
import { moveToTrash } from '../../../server/trash/move-to-trash';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { inRowTransaction, rowActor, type DeleteAction, type StatusAction } from '../../../server/bulk/row-actions';
import { imageFormBodyLimit, jsonBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { HttpError } from '../../../server/http/http-error';
import { readForm } from '../../../server/http/read-form';
import { readJson } from '../../../server/http/read-json';
import { readParams } from '../../../server/http/read-query';
import { acceptImage } from '../../../server/uploads/accept-image';
import { saveWithImage } from '../../../server/uploads/save-with-image';

export const setClassStatus: StatusAction = async ({ db }, { who }, id, isActive) => {
  // The value it held, read under the row's lock in this transaction: the log's old value is what was stored.
  const [before] = await db.select({ isActive: classes.isActive }).from(classes).where(eq(classes.id, id)).for('update');
  if (!before) throw new HttpError(404, CLASS_NOT_FOUND);
  const [updated] = await db.update(classes).set({ isActive }).where(eq(classes.id, id)).returning({ id: classes.id, label: classes.name });
  if (!updated) throw new HttpError(404, CLASS_NOT_FOUND);
  await recordActivity(db, who, statusEntry('class', updated, before.isActive, isActive));
  return isActive ? classAnswer('class.activated') : classAnswer('class.deactivated');
};

export const deleteClass: DeleteAction = async (deps, { who }, id) => {
  // Its instruction, ingredient and meal-type rows go with it (ON DELETE CASCADE), into the trash too.
  const [deleted] = await moveToTrash(
    deps.db,
    classTrash,
    who,
    id,
    () => deps.db.delete(classes).where(eq(classes.id, id)).returning({ id: classes.id, label: classes.name, videoName: classes.videoName }),
    (deletedClass) => deletedClass.label,
  );
  if (!deleted) throw new HttpError(404, CLASS_NOT_FOUND);
  await recordActivity(deps.db, who, deleteEntry('class', deleted));
  // A video still being uploaded stops here (its parts are dropped); a stored one stays with the trash.
  if (deleted.videoName) await abortUploadsOf(deps, [videoKey(deleted.videoName)]);
  return classAnswer('class.deleted');
};

export function classRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const image = (file: File | '' | undefined) => (file ? acceptImage(file, { minSide: MIN_IMAGE_SIDE_PX }) : undefined);
  return new Hono<AppEnv>()
    .post(`/${classPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, classListRequest);
      return ok(c, classAnswer('class.list'), await listClasses(db, query));
    })
    .get(`/${classPaths.view}/:id`, async (c) => {
      const { id } = readParams(c.req.param(), classIdPath);
      return ok(c, classAnswer('class.details'), await viewClass(deps, id));
    })
    .get(`/${classPaths.status}`, async (c) => {
      const { id, is_active: isActive } = readParams(c.req.query(), classStatusQuery);
      return ok(c, await inRowTransaction(deps, (rowDeps) => setClassStatus(rowDeps, rowActor(c, deps), id, isActive)));
    })
    .get(`/${classPaths.delete}/:id`, async (c) => {
      const { id } = readParams(c.req.param(), classIdPath);
      return ok(c, await inRowTransaction(deps, (rowDeps) => deleteClass(rowDeps, rowActor(c, deps), id)));
    })
    .post(`/${classPaths.add}`, imageFormBodyLimit(), async (c) => {
      const { image: file, ...form } = await readForm(c, classAddRequest, { all: true });
      const accepted = await image(file);
      const input = await checkClassForm(db, form, { now: clock.now() });
      let id = 0;
      await saveWithImage(deps, accepted, async (key) => {
        id = await insertClass(db, input, { image: key ?? null, adminId: c.get('signedIn').admin.id, who: signedInWho(c, deps) });
        return null;
      });
      return ok(c, classAnswer('class.added'), { id, video_name: input.video?.name ?? null });
    })
    .put(`/${classPaths.edit}`, imageFormBodyLimit(), async (c) => {
      const { id, version, image: file, ...form } = await readForm(c, classEditRequest, { all: true });
      const [stored] = await db
        .select({ duration: classes.duration, videoName: classes.videoName, classDate: classes.classDate })
        .from(classes)
        .where(eq(classes.id, id));
      if (!stored) throw new HttpError(404, CLASS_NOT_FOUND);
      const accepted = await image(file);
      const input = await checkClassForm(db, form, { now: clock.now(), stored });
      let edit: ClassEdit | undefined;
      await saveWithImage(deps, accepted, async (key) => {
        edit = await updateClass(db, id, input, { image: key, adminId: c.get('signedIn').admin.id, who: signedInWho(c, deps), version });
        return edit.replacedImage;
      });
      await discardVideo(deps, edit!.replacedVideo);
      return ok(c, classAnswer('class.updated'), { id, video_name: edit!.videoName });
    })
    .get(`/${classPaths.failedVideoStatus}`, async (c) => {
      const count = await failUploadsOf(deps, signedInWho(c, deps));
      return ok(c, classAnswer('class.videos_failed', { count }), { count });
    })
    .put(`/${classPaths.videoStatus}`, jsonBodyLimit(), async (c) => {
      const { id, video_status: status } = await readJson(c, classVideoStatusRequest);
      await endUpload(deps, signedInWho(c, deps), id, status);
      return ok(c, status === UPLOAD_STATUS.done ? classAnswer('class.video_completed') : classAnswer('class.video_failed'));
    });
}
