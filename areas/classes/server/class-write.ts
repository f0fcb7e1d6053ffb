/**
 * Writing a checked class form (class-form.ts): the class row with its instruction, ingredient and
 * meal-type rows, all in one transaction, so a class is never seen half written. An edit replaces
 * those rows, keeping the ingredient rows whose `id` it sends back. An admin's write records its
 * activity row in that transaction too (`who`; the demo seed has none).
 */
import { fieldRefused } from '../../../src/api/contract/answer-codes';
import { and, eq, inArray } from 'drizzle-orm';
import { UPLOAD_STATUS } from '../../../src/constants';
import type { ActivityWho } from '../../../server/activity/activity-who';
import { changedFields, givenFields } from '../../../server/activity/changed-fields';
import { recordActivity } from '../../../server/activity/record-activity';
import type { Database, Transaction } from '../../../server/db/client';
import { classes, classIngredients, classInstructions, classMealIcons } from './tables';
import { isUniqueViolation } from '../../../server/db/unique-violation';
import { HttpError } from '../../../server/http/http-error';
import { assertCurrentVersion, nextVersion } from '../../../server/http/edit-version';
import { storedClassFields } from './class-fields';
import { CLASS_NOT_FOUND } from './class-records';
import type { ClassInput } from './class-form';

export const VIDEO_NAME_TAKEN = fieldRefused('video_name', 'Another class already has this video');
export const ingredientRowNotInClass = (index: number) => fieldRefused(`ingredients.${index}.id`, 'This ingredient row is not part of this class');

/** The video fields of a class whose new video the admin's browser now uploads (status 1). */
const videoValues = (input: ClassInput, adminId: number | null) =>
  input.video
    ? { videoName: input.video.name, videoOriginalName: input.video.originalName, videoStatus: UPLOAD_STATUS.inProgress, videoUploadedBy: adminId }
    : {};

/** A second class naming the same video is refused (the unique index), not a 500. */
async function videoConflictAs409<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, VIDEO_NAME_TAKEN);
    throw error;
  }
}

async function insertInstructionsAndMeals(tx: Transaction, classId: number, input: ClassInput): Promise<void> {
  if (input.instructions.length > 0) {
    await tx.insert(classInstructions).values(input.instructions.map((row, position) => ({ classId, position, ...row })));
  }
  if (input.mealIconIds.length > 0) {
    await tx.insert(classMealIcons).values(input.mealIconIds.map((mealIconId) => ({ classId, mealIconId })));
  }
}

/** `createdAt` and `isActive` are the demo seed's, which spreads its classes over a year. */
export function insertClass(
  db: Database,
  input: ClassInput,
  extra: { image: string | null; adminId: number | null; who?: ActivityWho; createdAt?: Date; isActive?: boolean },
): Promise<number> {
  const { image, adminId, who, ...seeded } = extra;
  return videoConflictAs409(
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(classes)
        .values({ ...input.values, ...seeded, duration: input.duration ?? null, image, ...videoValues(input, adminId) })
        .returning({ id: classes.id });
      const classId = created!.id;
      await insertInstructionsAndMeals(tx, classId, input);
      if (input.ingredients.length > 0) {
        await tx.insert(classIngredients).values(input.ingredients.map((row, position) => ({ classId, position, ingredientId: row.ingredientId, measurement: row.measurement })));
      }
      if (who) {
        const changed = givenFields(await storedClassFields(tx, classId), { newImage: image !== null });
        await recordActivity(tx, who, { action: 'add', area: 'class', record: { id: classId, label: input.values.name }, changed });
      }
      return classId;
    }),
  );
}

/** Ingredient rows: those sent back with their `id` are updated in place, the others added, the rest removed. */
async function replaceIngredients(tx: Transaction, classId: number, rows: ClassInput['ingredients']): Promise<void> {
  const stored = new Set((await tx.select({ id: classIngredients.id }).from(classIngredients).where(eq(classIngredients.classId, classId))).map((row) => row.id));
  const kept = new Set<number>();
  const fresh: Array<{ classId: number; position: number; ingredientId: number; measurement: string }> = [];
  const updates: Array<{ id: number; position: number; ingredientId: number; measurement: string }> = [];
  rows.forEach((row, position) => {
    if (row.rowId === null || kept.has(row.rowId)) {
      fresh.push({ classId, position, ingredientId: row.ingredientId, measurement: row.measurement });
      return;
    }
    if (!stored.has(row.rowId)) throw new HttpError(400, ingredientRowNotInClass(position));
    kept.add(row.rowId);
    updates.push({ id: row.rowId, position, ingredientId: row.ingredientId, measurement: row.measurement });
  });
  const gone = [...stored].filter((id) => !kept.has(id));
  if (gone.length > 0) await tx.delete(classIngredients).where(and(eq(classIngredients.classId, classId), inArray(classIngredients.id, gone)));
  for (const { id, ...values } of updates) await tx.update(classIngredients).set(values).where(eq(classIngredients.id, id));
  if (fresh.length > 0) await tx.insert(classIngredients).values(fresh);
}

export type ClassEdit = { replacedImage: string | null; replacedVideo: string | null; videoName: string | null };

/**
 * The edit of class `id`; answers the image and video it replaced (to delete once committed) and
 * the class's video name. The row is locked, so what it replaces is what it read.
 */
export function updateClass(
  db: Database,
  id: number,
  input: ClassInput,
  extra: { image: string | undefined; adminId: number; who: ActivityWho; /** The version the edit was based on. */ version: number | undefined },
): Promise<ClassEdit> {
  return videoConflictAs409(
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ image: classes.image, videoName: classes.videoName, version: classes.version })
        .from(classes)
        .where(eq(classes.id, id))
        .for('update');
      if (!current) throw new HttpError(404, CLASS_NOT_FOUND);
      assertCurrentVersion(current.version, extra.version);
      const before = await storedClassFields(tx, id);
      await tx
        .update(classes)
        .set({
          ...input.values,
          version: nextVersion(classes.version),
          ...(input.duration === undefined ? {} : { duration: input.duration }),
          ...(extra.image ? { image: extra.image } : {}),
          ...videoValues(input, extra.adminId),
        })
        .where(eq(classes.id, id));
      await tx.delete(classInstructions).where(eq(classInstructions.classId, id));
      await tx.delete(classMealIcons).where(eq(classMealIcons.classId, id));
      await insertInstructionsAndMeals(tx, id, input);
      await replaceIngredients(tx, id, input.ingredients);
      const changed = changedFields(before, await storedClassFields(tx, id), { newImage: Boolean(extra.image) });
      await recordActivity(tx, extra.who, { action: 'edit', area: 'class', record: { id, label: input.values.name }, changed });
      return {
        replacedImage: extra.image ? current.image : null,
        replacedVideo: input.video ? current.videoName : null,
        videoName: input.video ? input.video.name : current.videoName,
      };
    }),
  );
}
