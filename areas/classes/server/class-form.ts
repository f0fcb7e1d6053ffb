/**
 * What the class form (POST class-info/add, PUT class-info/edit) must satisfy beyond the shapes
 * the contract checks (spec section 5 "Class"; DESIGN.md section 6: the server trusts no client
 * check): a live class has a date and time, not in the past; the chef, every ingredient and every
 * meal type exist; no end time passes the video's duration and no start comes after its end. The
 * answer is the class as it will be stored; every refusal is a 400 naming the field.
 */
import { fieldRefused, type Answer } from '../../../src/api/contract/answer-codes';
import { eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type classAddRequest,
  END_TIME_MESSAGE,
  PAST_DATE_MESSAGE,
  START_AFTER_END_MESSAGE,
  UNKNOWN_INGREDIENT_MESSAGE,
} from '../class-contract';
import { REQUIRED } from '../../../src/api/contract/fields';
import { sanitiseHtml } from '../../../server/content/sanitise-html';
import type { Database } from '../../../server/db/client';
import { chefs } from '../../chefs/server/tables';
import { ingredients } from '../../ingredients/server/tables';
import { mealIcons } from '../../meals/server/tables';
import { HttpError } from '../../../server/http/http-error';

export type ClassForm = Omit<v.InferOutput<typeof classAddRequest>, 'image'>;

/** What an edit needs of the class as stored. */
export type StoredClass = { duration: number | null; videoName: string | null; classDate: string | null };

export type ClassInput = {
  values: {
    name: string;
    classType: string;
    description: string;
    chefId: number;
    classDate: string | null;
    classTime: string | null;
    videoLink: string;
    recipeNameStartTime: string | null;
    recipeNameEndTime: string | null;
    ingredientStartTime: string | null;
    ingredientEndTime: string | null;
  };
  /** Seconds; undefined on an edit that keeps the stored duration. */
  duration: number | null | undefined;
  /** A video other than the stored one, or null. */
  video: { name: string; originalName: string | null } | null;
  instructions: Array<{ text: string; timestamp: string | null; endTimestamp: string | null }>;
  /** `rowId`: the stored class_ingredients row an edit keeps (spec: "each with ingredient_id, id and measurement"). */
  ingredients: Array<{ ingredientId: number; rowId: number | null; measurement: string }>;
  mealIconIds: number[];
};

export const CHEF_MISSING = fieldRefused('chef_id', 'This chef does not exist');
export const INVALID_DATE = fieldRefused('class_date', 'This is not a calendar date');
export const mealTypeMissing = (id: number) => fieldRefused('meal_icon_id', `Meal type ${id} does not exist`);

const refuse = (said: Answer) => new HttpError(400, said);
/** A field's refusal: `field: problem`, the problem's English from its id. */
const refuseField = (field: string, problem: string) => refuse(fieldRefused(field, problem));
const timeOrNull = (time: string | null | undefined) => (time ? time : null);
const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** A live class's UTC date and time; none for on-demand. The date may not be before today (UTC), unless an edit keeps it. */
function schedule(form: ClassForm, today: string, stored: StoredClass | undefined) {
  if (form.class_type === 'on-demand') return { classDate: null, classTime: null };
  if (form.class_date === '') throw refuseField('class_date', REQUIRED);
  if (form.class_time === '') throw refuseField('class_time', REQUIRED);
  const parsed = new Date(`${form.class_date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== form.class_date) throw refuse(INVALID_DATE);
  if (form.class_date < today && form.class_date !== stored?.classDate) throw refuseField('class_date', PAST_DATE_MESSAGE);
  return { classDate: form.class_date, classTime: form.class_time };
}

/** Each start with its end: the end within the duration (when known), the start not after the end. */
function checkTimes(form: ClassForm, duration: number | null | undefined): void {
  const spans = [
    ...form.instructions.map((row, index) => ({ field: `instructions.${index}.`, start: ['timestamp', row.timestamp], end: ['end_timestamp', row.end_timestamp] }) as const),
    { field: '', start: ['recipe_name_start_time', form.recipe_name_start_time], end: ['recipe_name_end_time', form.recipe_name_end_time] } as const,
    { field: '', start: ['ingredient_start_time', form.ingredient_start_time], end: ['ingredient_end_time', form.ingredient_end_time] } as const,
  ];
  for (const { field, start: [startName, start], end: [endName, end] } of spans) {
    if (end && duration !== null && duration !== undefined && seconds(end) > duration) throw refuseField(`${field}${endName}`, END_TIME_MESSAGE);
    if (start && end && seconds(start) > seconds(end)) throw refuseField(`${field}${startName}`, START_AFTER_END_MESSAGE);
  }
}

/** Every ingredient by its id or, case-insensitively, by its name: the spec's message for one that is not there. */
async function resolveIngredients(db: Database, rows: ClassForm['ingredients']): Promise<ClassInput['ingredients']> {
  const ids = rows.flatMap((row) => ('ingredient_id' in row ? [row.ingredient_id] : []));
  const names = rows.flatMap((row) => ('name' in row ? [row.name.toLowerCase()] : []));
  const lowerName = sql<string>`lower(${ingredients.name})`;
  const [foundIds, foundNames] = await Promise.all([
    ids.length ? db.select({ id: ingredients.id }).from(ingredients).where(inArray(ingredients.id, ids)) : [],
    names.length ? db.select({ id: ingredients.id, name: lowerName }).from(ingredients).where(inArray(lowerName, names)) : [],
  ]);
  const known = new Set(foundIds.map((row) => row.id));
  const byName = new Map(foundNames.map((row) => [row.name, row.id]));
  return rows.map((row, index) => {
    const ingredientId = 'ingredient_id' in row ? (known.has(row.ingredient_id) ? row.ingredient_id : undefined) : byName.get(row.name.toLowerCase());
    if (ingredientId === undefined) throw refuseField(`ingredients.${index}`, UNKNOWN_INGREDIENT_MESSAGE);
    return { ingredientId, rowId: 'id' in row ? (row.id ?? null) : null, measurement: row.measurement };
  });
}

async function checkMealTypes(db: Database, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = new Set((await db.select({ id: mealIcons.id }).from(mealIcons).where(inArray(mealIcons.id, wanted))).map((row) => row.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw refuse(mealTypeMissing(missing));
  return wanted;
}

/** Rich text like the static pages' (DESIGN.md section 5); what sanitises to nothing readable is no description. */
async function cleanDescription(html: string): Promise<string> {
  if (html === '') return '';
  const clean = await sanitiseHtml(html);
  return clean.text.trim() === '' ? '' : clean.html;
}

export async function checkClassForm(db: Database, form: ClassForm, context: { now: Date; stored?: StoredClass }): Promise<ClassInput> {
  const { stored } = context;
  const chosen = form.video_name ? form.video_name : null;
  const video = chosen && chosen !== stored?.videoName ? { name: chosen, originalName: form.video_original_name?.trim() || null } : null;
  // The form's duration; else an edit keeping its video keeps the stored one.
  const duration = form.duration !== '' ? Number(form.duration) : video || !stored ? null : undefined;
  checkTimes(form, duration === undefined ? stored?.duration : duration);
  const when = schedule(form, context.now.toISOString().slice(0, 10), stored);

  const [chef] = await db.select({ id: chefs.id }).from(chefs).where(eq(chefs.id, form.chef_id));
  if (!chef) throw refuse(CHEF_MISSING);
  const [resolved, mealIconIds, description] = await Promise.all([
    resolveIngredients(db, form.ingredients),
    checkMealTypes(db, form.meal_icon_id),
    cleanDescription(form.description),
  ]);
  return {
    values: {
      name: form.name,
      classType: form.class_type,
      description,
      chefId: form.chef_id,
      ...when,
      videoLink: form.video_link,
      recipeNameStartTime: timeOrNull(form.recipe_name_start_time),
      recipeNameEndTime: timeOrNull(form.recipe_name_end_time),
      ingredientStartTime: timeOrNull(form.ingredient_start_time),
      ingredientEndTime: timeOrNull(form.ingredient_end_time),
    },
    duration,
    video,
    instructions: form.instructions.map((row) => ({ text: row.text, timestamp: timeOrNull(row.timestamp), endTimestamp: timeOrNull(row.end_timestamp) })),
    ingredients: resolved,
    mealIconIds,
  };
}
