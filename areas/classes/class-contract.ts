/**
 * Classes (spec section 7 "Classes"): list, view, status, delete, add, edit, failed-video-status,
 * and the video status the upload sets when it ends (ours: the spec says "mark status 2" but
 * shows no call). The spec's class messages live here, so the form and the server say the same.
 */
import * as v from 'valibot';
import { getCall, listAreaCalls, postCall, putCall, type Call } from '../../src/api/contract/calls';
import { historyPath } from '../../src/api/contract/activity';
import { bulkPaths } from '../../src/api/contract/bulk';
import { INSTRUCTION_MAX_CHARS } from '../../src/constants';
import { envelope, messageEnvelope } from '../../src/api/contract/envelope';
import { binaryFlag, idField, idParam, isoDate, optionalImage, optionalText, REQUIRED, requiredText, versionField } from '../../src/api/contract/fields';
import { listRequest, listResponse } from '../../src/api/contract/list';
import { videoName } from '../../src/api/contract/uploads';
import { answerOf, type AnswerTable } from '../../src/api/contract/answer-codes';

export const classPaths = {
  /** POST {ids, is_active} and POST {ids}: one call for a selection, answered per row (issue #15 item 3). */
  ...bulkPaths('class-info'),
  list: 'class-info/list',
  /** GET ?id=: the record's last changes, for its view modal (issue #15 item 1). */
  history: historyPath('class-info'),
  /** POST: the list body; answers the rows of its search and sort, all pages, as CSV (issue #15 item 4). */
  export: 'class-info/export',
  /** GET class-info/view/{id}. */
  view: 'class-info/view',
  status: 'class-info/status',
  /** GET class-info/delete/{id}. */
  delete: 'class-info/delete',
  add: 'class-info/add',
  edit: 'class-info/edit',
  failedVideoStatus: 'class-info/failed-video-status',
  videoStatus: 'class-info/video-status',
} as const;

export const CLASS_TYPES = ['live', 'on-demand'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

/** Message ids of spec section 5 (validation-ids.ts). */
export const VIDEO_SIZE_MESSAGE = 'validation.videoResolution';
export const END_TIME_MESSAGE = 'validation.videoEndTime';
export const UNKNOWN_INGREDIENT_MESSAGE = 'validation.ingredientUnknown';
export const NO_CHEFS_MESSAGE = 'First create chef for create the class';
export const NO_MEAL_TYPES_MESSAGE = 'No meal for selection';
export const START_AFTER_END_MESSAGE = 'classes.message.startAfterEnd';
/** The date picker allows no past dates (spec section 5); the server holds to it too. */
export const PAST_DATE_MESSAGE = 'classes.message.pastDate';
export const TIME_FORMAT_MESSAGE = 'classes.message.timeFormat';
export const DATE_FORMAT_MESSAGE = 'Use the format YYYY-MM-DD';
export const instructionTooLongMessage = `At most ${INSTRUCTION_MAX_CHARS} characters`;
/** The external video link (spec sections 2, 7): a web address the view opens, never a script. */
export const VIDEO_LINK_MAX_CHARS = 2000;
export const VIDEO_LINK_MESSAGE = 'classes.message.videoLink';
/** The contract's usual length message (fields.ts), which the SPA already translates. */
export const VIDEO_LINK_TOO_LONG_MESSAGE = `Must be at most ${VIDEO_LINK_MAX_CHARS} characters`;

/**
 * An http: or https: address with a host and no white space or control character (which URL
 * parsing would drop silently, so the stored text and the opened address could differ).
 */
export function isWebAddress(text: string): boolean {
  if (/[\s\u0000-\u001f\u007f]/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const CLASS_SORTABLE = ['created_at', 'name', 'is_active', 'video_status'] as const;
export const classListRequest = listRequest(CLASS_SORTABLE);

const time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, TIME_FORMAT_MESSAGE));
const nullableTime = v.nullable(time);

export const classChef = v.object({ id: v.number(), name: v.string(), email: v.string(), profile_photo: v.nullable(v.string()) });

export const classRow = v.object({
  id: v.number(),
  name: v.string(),
  class_type: v.picklist(CLASS_TYPES),
  /** The image's address, or null. */
  image: v.nullable(v.string()),
  chef: classChef,
  video_status: v.nullable(v.number()),
  video_name: v.nullable(v.string()),
  is_active: v.boolean(),
  created_at: isoDate,
});
export type ClassRow = v.InferOutput<typeof classRow>;
export const classListResponse = listResponse(classRow);

const instruction = v.object({ text: v.string(), timestamp: nullableTime, end_timestamp: nullableTime });

/** Everything spec section 3 lists for a class. */
export const classView = v.object({
  ...classRow.entries,
  description: v.string(),
  chef_id: v.number(),
  /** UTC `YYYY-MM-DD` and `HH:mm:ss`, null for on-demand classes. */
  class_date: v.nullable(v.string()),
  class_time: v.nullable(time),
  /** Seconds. */
  duration: v.nullable(v.number()),
  video_original_name: v.nullable(v.string()),
  /** The stored video's address (served with Range), or null while none is complete. */
  video_url: v.nullable(v.string()),
  video_link: v.string(),
  instructions: v.array(instruction),
  class_instructions: v.array(instruction),
  class_ingredients: v.array(
    v.object({ id: v.number(), ingredient_id: v.number(), measurement: v.string(), ingredient: v.object({ name: v.string() }) }),
  ),
  class_meal_icons: v.array(v.object({ meal_icon: v.object({ id: v.number(), meal_type: v.string(), image: v.nullable(v.string()) }) })),
  recipe_name_start_time: nullableTime,
  recipe_name_end_time: nullableTime,
  ingredient_start_time: nullableTime,
  ingredient_end_time: nullableTime,
  /** What an edit sends back (issue #15 item 2). */
  version: v.number(),
});
export type ClassView = v.InferOutput<typeof classView>;
export const classViewResponse = envelope(classView);

export const classIdPath = v.object({ id: idParam });
export const classStatusQuery = v.object({ id: idParam, is_active: binaryFlag });

/** A JSON-text form field (spec: instructions and ingredients travel as JSON text). */
const jsonText = <TSchema extends v.GenericSchema>(field: string, schema: TSchema) =>
  v.pipe(
    v.optional(v.string(`${field} must be JSON text`), '[]'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value === '' ? '[]' : dataset.value) as unknown;
      } catch {
        addIssue({ message: `${field} must be JSON text` });
        return NEVER;
      }
    }),
    schema,
  );

const optionalTime = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.check((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value), TIME_FORMAT_MESSAGE),
);

export const instructionInput = v.object({
  text: v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(INSTRUCTION_MAX_CHARS, instructionTooLongMessage)),
  timestamp: v.optional(v.nullable(optionalTime), ''),
  end_timestamp: v.optional(v.nullable(optionalTime), ''),
});

const measurement = requiredText(100);
/** An ingredient row: by id (a stored row on edit also gives its own `id`), or by name, which must exist. */
export const ingredientInput = v.union(
  [
    v.object({ ingredient_id: idField, id: v.optional(v.nullable(idField)), measurement }),
    v.object({ name: requiredText(100), measurement }),
  ],
  'each ingredient needs ingredient_id or name, and measurement',
);

/** `meal_icon_id` repeated in the form (one value arrives as text, several as a list). */
const mealIconIds = v.pipe(
  v.optional(v.union([v.string(), v.array(v.string())]), []),
  v.transform((value) => (Array.isArray(value) ? value : [value]).filter((id) => id !== '')),
  v.array(v.pipe(v.string(), idParam)),
  v.maxLength(100, 'at most 100 meal types'),
);

const classFields = {
  name: requiredText(150),
  class_type: v.picklist(CLASS_TYPES, 'class_type must be live or on-demand'),
  description: optionalText(20_000),
  chef_id: idField,
  /** Required for live classes (the server checks), empty for on-demand. */
  class_date: v.pipe(v.optional(v.string(), ''), v.trim(), v.check((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), DATE_FORMAT_MESSAGE)),
  class_time: optionalTime,
  /** Seconds, from the chosen video. */
  duration: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => value === '' || /^\d{1,6}$/.test(value), 'duration must be a whole number of seconds'),
    ),
    '',
  ),
  instructions: jsonText('instructions', v.pipe(v.array(instructionInput, 'instructions must be a list'), v.maxLength(200, 'at most 200 instructions'))),
  ingredients: jsonText('ingredients', v.pipe(v.array(ingredientInput, 'ingredients must be a list'), v.maxLength(200, 'at most 200 ingredients'))),
  image: optionalImage,
  meal_icon_id: mealIconIds,
  recipe_name_start_time: optionalTime,
  recipe_name_end_time: optionalTime,
  ingredient_start_time: optionalTime,
  ingredient_end_time: optionalTime,
  video_link: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(VIDEO_LINK_MAX_CHARS, VIDEO_LINK_TOO_LONG_MESSAGE),
    v.check((link) => link === '' || isWebAddress(link), VIDEO_LINK_MESSAGE),
  ),
  /** Only when a new video was chosen. */
  video_name: v.optional(v.union([v.literal(''), videoName])),
  video_original_name: v.optional(v.pipe(v.string(), v.maxLength(255, 'video_original_name is too long'))),
};

/** POST class-info/add (multipart). */
export const classAddRequest = v.object(classFields);
/** PUT class-info/edit (multipart) adds id. */
export const classEditRequest = v.object({ id: idField, version: versionField, ...classFields });
export const classMutationResponse = envelope(v.optional(v.object({ id: v.number(), video_name: v.nullable(v.string()) })));

/** PUT class-info/video-status: the upload's end (2 only once the stored video is complete, else 3). */
export const classVideoStatusRequest = v.object({ id: idField, video_status: v.picklist([2, 3], 'video_status must be 2 or 3') });
export const classStatusResponse = messageEnvelope;
/** GET class-info/failed-video-status: how many of the caller's uploads in progress were marked failed. */
export const classFailedVideoStatusResponse = envelope(v.object({ count: v.number() }));

/** The class calls as the API document shows them (contract/calls.ts; a function, so the SPA's build drops it). */
export const classCalls = (): Call[] => [
  ...listAreaCalls('classes', classPaths, classListRequest, classListResponse),
  getCall(classPaths.view, 'One class with its chefs, meal types, ingredients and instructions', classViewResponse, { pathId: classIdPath }),
  getCall(classPaths.status, 'Activate or deactivate a class', classStatusResponse, { query: classStatusQuery }),
  getCall(classPaths.delete, 'Delete a class and its video', classStatusResponse, { pathId: classIdPath }),
  postCall(classPaths.add, 'Add a class (its video uploaded beforehand, named by video_name)', classMutationResponse, { form: classAddRequest }),
  putCall(classPaths.edit, 'Edit a class', classMutationResponse, { form: classEditRequest }),
  getCall(classPaths.failedVideoStatus, 'How many classes have a video that failed to process', classFailedVideoStatusResponse),
  putCall(classPaths.videoStatus, "Set a class video's processing status (2 ready, 3 failed)", classStatusResponse, { json: classVideoStatusRequest }),
];

/**
 * The answers of the classes (issue #34): each code and the English the server sends in `message`
 * (the spec's texts); the SPA shows this folder's `answer.<code>` text instead (texts/).
 */
export const classAnswers = {
  'class.list': 'Class list',
  'class.details': 'Class details',
  'class.added': 'Class added',
  'class.updated': 'Class updated',
  'class.activated': 'Class activated',
  'class.deactivated': 'Class deactivated',
  'class.deleted': 'Class deleted',
  'class.not_found': 'Class not found',
  'class.videos_failed': ({ count }: { count: number }) =>
    count === 1 ? '1 video upload marked as failed' : `${count} video uploads marked as failed`,
  'class.video_completed': 'Video upload completed',
  'class.video_failed': 'Video upload marked as failed',
  'class.no_upload_in_progress': 'This class has no video upload in progress',
  'class.upload_not_finalised': 'The video upload has not been finalised yet',
  'class.video_not_stored': 'The video is not in storage; upload it again',
} as const satisfies AnswerTable;
export const classAnswer = /* @__PURE__ */ answerOf(classAnswers);
// Its codes join every area's in tsc's AnswerCode (src/api/contract/answer-codes.ts).
declare global {
  interface AreaAnswerTexts extends Readonly<typeof classAnswers> {}
}
