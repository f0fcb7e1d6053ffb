/** Field schemas shared by several calls, with the spec's messages as ids (spec section 5, validation-ids.ts). */
import * as v from 'valibot';

export {
  EMAIL_MAX_LENGTH,
  email,
  hasNoNul,
  INVALID_EMAIL,
  NUL_MESSAGE,
  noNul,
  PASSWORD_MAX_LENGTH,
  REQUIRED,
} from './sign-in-fields';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL, noNul, REQUIRED } from './sign-in-fields';

/**
 * An e-mail that may be left out (a chef's, spec section 5): empty or absent gives ''; when
 * given, it must be valid, as a required one must.
 */
export const optionalEmail = () =>
  v.optional(
    v.pipe(
      v.string(INVALID_EMAIL),
      noNul(),
      v.trim(),
      v.maxLength(EMAIL_MAX_LENGTH, INVALID_EMAIL),
      v.check((address) => address === '' || v.EMAIL_REGEX.test(address), INVALID_EMAIL),
      v.toLowerCase(),
    ),
    '',
  );

/** A required text field: trimmed, the spec's "This field is required", and a sane length cap. */
export const requiredText = (max: number, requiredMessage: string = REQUIRED) =>
  v.pipe(
    v.string(requiredMessage),
    noNul(),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

/** An optional free text (bio, description): trimmed, capped, empty allowed. */
export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), noNul(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`)), '');

/** A record id as it travels in a query or path (`?id=3`, `/view/3`). */
export const idParam = v.pipe(
  v.string('id is required'),
  v.regex(/^[1-9]\d{0,9}$/, 'id must be a positive whole number'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'id must be a positive whole number'),
);

/** An id inside a multipart form or a JSON body: a number, or its text. */
export const idField = v.pipe(
  v.union([v.number(), v.string()], 'id is required'),
  v.transform(String),
  idParam,
);

/** A positive whole number (at most a 32-bit id) as a form or a JSON body sends it: a number, or its text. */
const positiveWhole = (message: string) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform(String),
    v.regex(/^[1-9]\d{0,9}$/, message),
    v.transform(Number),
    v.maxValue(2_147_483_647, message),
  );

/**
 * The version of the record an edit is based on (issue #15 item 2): an older one than the stored
 * is refused (409). Optional: a client that sends none overwrites, as the spec's clients do.
 */
export const versionField = v.optional(positiveWhole('version must be a positive whole number'));

/**
 * "Restore this version" (issue #33 item 1): an edit with an image field may name a version from
 * its record's history (`image_from_version`); without a new image, the record shows again the
 * picture that version showed (none, if it had none). A version of another record is not found.
 */
export const imageFromVersionField = v.optional(positiveWhole('image_from_version must be a version id'));

/** The active flag as the admin list sends it (`true`/`false`). */
export const booleanFlag = v.pipe(
  v.picklist(['true', 'false'], 'is_active must be true or false'),
  v.transform((flag) => flag === 'true'),
);

/** The active flag as the user, chef, meal, class and block-price lists send it (`1`/`0`). */
export const binaryFlag = v.pipe(
  v.picklist(['1', '0'], 'is_active must be 1 or 0'),
  v.transform((flag) => flag === '1'),
);

/** Spec section 9: images are jpg, png or jpeg. The server checks the bytes, not the name. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = 'kit.image.type';
export const IMAGE_SIZE_MESSAGE = 'kit.image.size';
export const imageTooSmallMessage = (side: number) => `The image must be at least ${side}x${side} pixels`;
/** Decoding is bounded: a small file may claim a huge picture (about 120 MB of pixels at the cap). */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_PIXELS_MESSAGE = 'The image must be at most 40 megapixels';
/** A file of an image type whose pixels cannot be decoded whole (truncated, corrupt). */
export const UNREADABLE_IMAGE_MESSAGE = 'kit.image.unreadable';

/** An optional image in a multipart form: absent, or a file (its content is checked by the server). */
export const optionalImage = v.optional(
  v.union(
    [v.literal(''), v.pipe(v.file('image must be a file'), v.maxSize(IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE))],
    'image must be a file',
  ),
);

/** Stored dates travel as ISO 8601 text. */
export const isoDate = v.pipe(v.string(), v.isoTimestamp());

/**
 * A required image in a multipart form (a meal type's icon on add). The message is the field's
 * own: the server's 400 puts the field name in front ("image: This field is required").
 */
export const requiredImage = v.pipe(
  v.file(REQUIRED),
  v.maxSize(IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE),
);
