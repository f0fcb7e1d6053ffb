/**
 * The values of the class form (spec sections 2 "Class add/edit", 5) and the errors derived from
 * them. Times are `HH:mm:ss` offsets into the video; the class date and time are local, the save
 * actor converts them to UTC (spec section 7).
 */
import { INSTRUCTION_MAX_CHARS, RECIPE_START_DEFAULT } from '../constants';
import { REQUIRED } from '../api/contract/fields';
import {
  END_TIME_MESSAGE,
  instructionTooLongMessage,
  isWebAddress,
  PAST_DATE_MESSAGE,
  START_AFTER_END_MESSAGE,
  TIME_FORMAT_MESSAGE,
  UNKNOWN_INGREDIENT_MESSAGE,
  VIDEO_LINK_MAX_CHARS,
  VIDEO_LINK_MESSAGE,
  VIDEO_LINK_TOO_LONG_MESSAGE,
  type ClassType,
} from '../../areas/classes/class-contract';

// The spec's class messages are the contract's, so the form and the server say the same.
export {
  CLASS_TYPES,
  END_TIME_MESSAGE,
  instructionTooLongMessage,
  NO_CHEFS_MESSAGE,
  NO_MEAL_TYPES_MESSAGE,
  PAST_DATE_MESSAGE,
  START_AFTER_END_MESSAGE,
  TIME_FORMAT_MESSAGE,
  UNKNOWN_INGREDIENT_MESSAGE,
  VIDEO_LINK_MESSAGE,
  VIDEO_SIZE_MESSAGE,
  type ClassType,
} from '../../areas/classes/class-contract';

export type InstructionRow = { text: string; timestamp: string; endTimestamp: string };
/** `id` is the stored class-ingredient row on edit; `ingredientText` is what the picker shows. */
export type IngredientRow = { id: number | null; ingredientText: string; measurement: string };

export type ClassValues = {
  name: string;
  classType: ClassType;
  description: string;
  chefId: string;
  /** Local date `YYYY-MM-DD` and time `HH:mm`, only for live classes. */
  classDate: string;
  classTime: string;
  image: File | null;
  video: File | null;
  /** Seconds, read from the chosen (or stored) video; null until one is known. */
  duration: number | null;
  /** The stored class's version, sent back with the edit (issue #15 item 2); null on add. */
  version: number | null;
  instructions: InstructionRow[];
  ingredients: IngredientRow[];
  mealTypeIds: number[];
  recipeStart: string;
  recipeEnd: string;
  ingredientStart: string;
  ingredientEnd: string;
  videoLink: string;
};

export type ClassField = 'name' | 'classType' | 'description' | 'chefId' | 'classDate' | 'classTime' | 'image' | 'recipeStart' | 'recipeEnd' | 'ingredientStart' | 'ingredientEnd' | 'videoLink';

export const emptyClassValues: ClassValues = {
  name: '',
  classType: 'live',
  description: '',
  chefId: '',
  classDate: '',
  classTime: '',
  image: null,
  video: null,
  duration: null,
  version: null,
  instructions: [],
  ingredients: [],
  mealTypeIds: [],
  recipeStart: RECIPE_START_DEFAULT,
  recipeEnd: '',
  ingredientStart: '',
  ingredientEnd: '',
  videoLink: '',
};

export type Lookups = {
  chefs: { id: number; name: string; email: string }[];
  mealTypes: { id: number; mealType: string; image: string | null }[];
  ingredients: { id: number; name: string }[];
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** `HH:mm:ss` as seconds, or null when it is not such a time. */
export function secondsOf(time: string): number | null {
  if (!TIME.test(time)) return null;
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
}

/** Both are times and the start comes later than the end (the server refuses it too). */
const startsAfterEnd = (start: string, end: string) => {
  const [from, to] = [secondsOf(start), secondsOf(end)];
  return from !== null && to !== null && from > to;
};

export const findIngredient = (lookups: Pick<Lookups, 'ingredients'>, text: string) =>
  lookups.ingredients.find((ingredient) => ingredient.name.toLowerCase() === text.trim().toLowerCase());

export type ClassFormErrors = {
  fields: Partial<Record<ClassField, string>>;
  instructions: Array<Partial<Record<keyof InstructionRow, string>>>;
  ingredients: Array<Partial<Record<'ingredientText' | 'measurement', string>>>;
};

export const hasErrors = (errors: ClassFormErrors) =>
  Object.keys(errors.fields).length > 0 ||
  errors.instructions.some((row) => Object.keys(row).length > 0) ||
  errors.ingredients.some((row) => Object.keys(row).length > 0);

/** Every error of the values; `today` is the local date `YYYY-MM-DD` (no past dates). */
export function classFormErrors(values: ClassValues, lookups: Lookups, today: string): ClassFormErrors {
  const fields: ClassFormErrors['fields'] = {};
  if (!values.name.trim()) fields.name = REQUIRED;
  if (!values.chefId) fields.chefId = REQUIRED;
  if (values.classType === 'live') {
    if (!values.classDate) fields.classDate = REQUIRED;
    else if (values.classDate < today) fields.classDate = PAST_DATE_MESSAGE;
    if (!values.classTime) fields.classTime = REQUIRED;
  }
  const endsWithinVideo = (time: string) => values.duration === null || (secondsOf(time) ?? 0) <= values.duration;
  for (const field of ['recipeStart', 'recipeEnd', 'ingredientStart', 'ingredientEnd'] as const) {
    if (values[field] && secondsOf(values[field]) === null) fields[field] = TIME_FORMAT_MESSAGE;
  }
  if (!fields.recipeEnd && values.recipeEnd && !endsWithinVideo(values.recipeEnd)) fields.recipeEnd = END_TIME_MESSAGE;
  if (!fields.ingredientEnd && values.ingredientEnd && !endsWithinVideo(values.ingredientEnd)) fields.ingredientEnd = END_TIME_MESSAGE;
  if (!fields.recipeStart && startsAfterEnd(values.recipeStart, values.recipeEnd)) fields.recipeStart = START_AFTER_END_MESSAGE;
  if (!fields.ingredientStart && startsAfterEnd(values.ingredientStart, values.ingredientEnd)) fields.ingredientStart = START_AFTER_END_MESSAGE;
  const link = values.videoLink.trim();
  if (link.length > VIDEO_LINK_MAX_CHARS) fields.videoLink = VIDEO_LINK_TOO_LONG_MESSAGE;
  else if (link && !isWebAddress(link)) fields.videoLink = VIDEO_LINK_MESSAGE;

  const instructions = values.instructions.map((row) => {
    const errors: Partial<Record<keyof InstructionRow, string>> = {};
    if (!row.text.trim()) errors.text = REQUIRED;
    else if (row.text.length > INSTRUCTION_MAX_CHARS) errors.text = instructionTooLongMessage;
    if (row.timestamp && secondsOf(row.timestamp) === null) errors.timestamp = TIME_FORMAT_MESSAGE;
    if (row.endTimestamp && secondsOf(row.endTimestamp) === null) errors.endTimestamp = TIME_FORMAT_MESSAGE;
    else if (row.endTimestamp && !endsWithinVideo(row.endTimestamp)) errors.endTimestamp = END_TIME_MESSAGE;
    if (!errors.timestamp && startsAfterEnd(row.timestamp, row.endTimestamp)) errors.timestamp = START_AFTER_END_MESSAGE;
    return errors;
  });
  const ingredients = values.ingredients.map((row) => {
    const errors: Partial<Record<'ingredientText' | 'measurement', string>> = {};
    if (!row.ingredientText.trim()) errors.ingredientText = REQUIRED;
    else if (!findIngredient(lookups, row.ingredientText)) errors.ingredientText = UNKNOWN_INGREDIENT_MESSAGE;
    if (!row.measurement.trim()) errors.measurement = REQUIRED;
    return errors;
  });
  return { fields, instructions, ingredients };
}
