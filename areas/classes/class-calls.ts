/**
 * Class calls (spec section 7 "Classes"), the look-ups the class form offers (chefs, meal types,
 * ingredients), the actors of the list and form machines, and query keys. The form's values go
 * out as the multipart body of add and edit (instructions and ingredients as JSON text, the live
 * date and time in UTC) and come back from the view answer the same way round.
 */
import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error';
import { toUtcSchedule, fromUtcSchedule } from './class-schedule';
import { UNEXPECTED_ANSWER, type ApiClient } from '../../src/api/client';
import { chefLookupResponse, chefPaths } from '../chefs/chef-contract';
import {
  classListResponse,
  classMutationResponse,
  classPaths,
  classStatusResponse,
  classViewResponse,
  type ClassRow,
  type ClassView,
} from './class-contract';
import { ingredientAllResponse, ingredientPaths } from '../ingredients/ingredient-contract';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import { mealLookupResponse, mealPaths } from '../meals/meal-contract';
import { multipart } from '../../src/api/form-data';
import { emptyClassValues, findIngredient, type ClassValues, type Lookups } from '../../src/machines/class-form.values';
import type { ClassSaved } from '../../src/machines/class-form.machine';
import type { StatusChange } from '../../src/machines/status-toggle.machine';

export type ClassSaveInput = { id: number | null; values: ClassValues; lookups: Pick<Lookups, 'ingredients'> };

export const classKeys = {
  all: ['classes'] as const,
  view: (id: number) => [...classKeys.all, 'view', id] as const,
};

/** The add/edit body (spec section 7). `videoName` is the new video's stored name, or null to keep the stored one. */
export function classBody({ id, values, lookups }: ClassSaveInput, videoName: string | null): FormData {
  const live = values.classType !== 'on-demand';
  const schedule = live ? toUtcSchedule({ date: values.classDate, time: values.classTime }) : { class_date: '', class_time: '' };
  const instructions = values.instructions.map((row) => ({ text: row.text.trim(), timestamp: row.timestamp, end_timestamp: row.endTimestamp }));
  const ingredients = values.ingredients.map((row) => {
    const measurement = row.measurement.trim();
    const known = findIngredient(lookups, row.ingredientText);
    // The form refuses an unknown name before saving; a name still travels if the look-up went stale.
    if (!known) return { name: row.ingredientText.trim(), measurement };
    return id !== null && row.id !== null ? { ingredient_id: known.id, id: row.id, measurement } : { ingredient_id: known.id, measurement };
  });
  const body = multipart({
    ...(id !== null && { id, version: values.version }),
    name: values.name.trim(),
    class_type: values.classType,
    description: values.description,
    chef_id: values.chefId,
    ...schedule,
    duration: values.duration === null ? '' : String(values.duration),
    instructions: JSON.stringify(instructions),
    ingredients: JSON.stringify(ingredients),
    image: values.image,
    recipe_name_start_time: values.recipeStart,
    recipe_name_end_time: values.recipeEnd,
    ingredient_start_time: values.ingredientStart,
    ingredient_end_time: values.ingredientEnd,
    video_link: values.videoLink.trim(),
    ...(videoName !== null && values.video && { video_name: videoName, video_original_name: values.video.name }),
  });
  for (const mealTypeId of values.mealTypeIds) body.append('meal_icon_id', String(mealTypeId));
  return body;
}

/** A stored class as the form's values (the date and time in the admin's zone). */
export function toClassValues(view: ClassView): ClassValues {
  const { date, time } = fromUtcSchedule(view.class_date, view.class_time);
  const instructions = view.class_instructions.length > 0 ? view.class_instructions : view.instructions;
  return {
    ...emptyClassValues,
    name: view.name,
    classType: view.class_type,
    description: view.description,
    chefId: String(view.chef_id),
    classDate: date,
    classTime: time,
    duration: view.duration,
    version: view.version,
    instructions: instructions.map((row) => ({ text: row.text, timestamp: row.timestamp ?? '', endTimestamp: row.end_timestamp ?? '' })),
    ingredients: view.class_ingredients.map((row) => ({ id: row.id, ingredientText: row.ingredient.name, measurement: row.measurement })),
    mealTypeIds: view.class_meal_icons.map((row) => row.meal_icon.id),
    recipeStart: view.recipe_name_start_time ?? '',
    recipeEnd: view.recipe_name_end_time ?? '',
    ingredientStart: view.ingredient_start_time ?? '',
    ingredientEnd: view.ingredient_end_time ?? '',
    videoLink: view.video_link,
  };
}

export function classApi(client: ApiClient) {
  return {
    list: async (query: ListQuery, signal?: AbortSignal): Promise<ListPage<ClassRow>> =>
      (await client.call(classListResponse, classPaths.list, { method: 'POST', body: query, signal })).data,
    // The id is a path segment here (class-info/view/{id}, class-info/delete/{id}).
    view: async (id: number, signal?: AbortSignal): Promise<ClassView> =>
      (await client.call(classViewResponse, `${classPaths.view}/${id}`, { method: 'GET', signal })).data,
    setStatus: async ({ id, isActive }: StatusChange, signal?: AbortSignal) =>
      (await client.call(classStatusResponse, classPaths.status, { method: 'GET', query: { id, is_active: isActive ? 1 : 0 }, signal })).message,
    remove: async (id: number, signal?: AbortSignal) =>
      (await client.call(classStatusResponse, `${classPaths.delete}/${id}`, { method: 'GET', signal })).message,
    /** The chefs, meal types and ingredients the form offers. */
    lookups: async (signal?: AbortSignal): Promise<Lookups> => {
      const [chefs, mealTypes, ingredients] = await Promise.all([
        client.call(chefLookupResponse, chefPaths.lookup, { method: 'GET', query: { sort_by: 'name', order: 'ASC' }, signal }),
        client.call(mealLookupResponse, mealPaths.lookup, { method: 'GET', query: { sort_by: 'meal_type', order: 'ASC' }, signal }),
        client.call(ingredientAllResponse, ingredientPaths.all, { method: 'GET', signal }),
      ]);
      return {
        chefs: chefs.data.rows.map(({ id, name, email }) => ({ id, name, email })),
        mealTypes: mealTypes.data.rows.map(({ id, meal_type, image }) => ({ id, mealType: meal_type, image })),
        ingredients: ingredients.data.rows,
      };
    },
    save: async (input: ClassSaveInput, videoName: string | null, signal?: AbortSignal): Promise<ClassSaved> => {
      const body = classBody(input, videoName);
      const path = input.id === null ? classPaths.add : classPaths.edit;
      const answer = await client.call(classMutationResponse, path, { method: input.id === null ? 'POST' : 'PUT', body, signal });
      const classId = answer.data?.id ?? input.id;
      // Without the class's id its new video could not be uploaded: that is no success.
      if (classId === null) throw new ApiError(UNEXPECTED_ANSWER, 200);
      return { message: answer.message, classId, videoName: videoName !== null && input.values.video ? videoName : null };
    },
  };
}

/** The list screen's actors. */
export function classListActors(client: ApiClient) {
  const api = classApi(client);
  return {
    fetchPage: fromPromise<ListPage<ClassRow>, ListQuery>(({ input, signal }) => api.list(input, signal)),
    setStatus: fromPromise<string, StatusChange>(({ input, signal }) => api.setStatus(input, signal)),
    deleteRecord: fromPromise<string, { id: number }>(({ input, signal }) => api.remove(input.id, signal)),
  };
}

export const classViewQuery = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: classKeys.view(id), queryFn: ({ signal }) => classApi(client).view(id, signal) });
