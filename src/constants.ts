/**
 * Business constants of spec section 9, named once. Machines read delays from here
 * (through `setup({ delays })`), views read sizes from here.
 */
export const PAGE_SIZE = 10;
/** The spec's shared LIMIT constant; DESIGN.md section 6 sets it to the page size. */
export const LIST_LIMIT = PAGE_SIZE;
export const DEFAULT_SORT_BY = 'created_at';
export const DEFAULT_ORDER = 'DESC';
export const SEARCH_DEBOUNCE_MS = 500;

export const TOAST_DURATION_MS = 2000;
export const TOAST_WIDTH_PX = 400;
/** How long a delete's toast offers Undo (issue #33 item 2); the record stays in the trash after it. */
export const UNDO_MS = 10_000;
export const SIDEBAR_WIDTH_PX = 270;
export const SIDEBAR_MINI_WIDTH_PX = 80;

export const MIN_IMAGE_SIDE_PX = 100;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const VIDEO_WIDTH_PX = 960;
export const VIDEO_HEIGHT_PX = 360;
export const INSTRUCTION_MAX_CHARS = 124;
export const TIME_PICKER_STEP_MINUTES = 10;
export const RECIPE_START_DEFAULT = '00:00:01';
export const PASSWORD_MIN_LENGTH = 8;

export const UPLOAD_CHUNK_BYTES = 5_242_880;
export const UPLOAD_PARALLEL_DEFAULT = 5;
export const UPLOAD_PARALLEL_MAX = 15;
export const UPLOAD_STATUS = { inProgress: 1, done: 2, failed: 3 } as const;

/** Digits of the password-recovery OTP sent by e-mail (spec section 3). */
export const OTP_LENGTH = 6;

/** Digits of an authenticator app's code (RFC 6238's usual six; issue #32 item 1). */
export const TOTP_DIGITS = 6;

/** How long an OTP is valid (DESIGN.md section 5); a stored recovery step is forgotten after it. */
export const OTP_LIFETIME_MS = 10 * 60_000;

/** Redirect delays of spec section 9. */
export const REDIRECT_AFTER_SAVE_MS = 1000;
export const REDIRECT_AFTER_OTP_STEP_MS = 1000;
export const REDIRECT_AFTER_LOGIN_MS = 500;
export const REDIRECT_AFTER_PASSWORD_MS = 500;
export const REDIRECT_AFTER_MISSING_LOOKUP_MS = 2000;

/** Not the spec's: how long the app waits before asking again for a catalogue that did not load. */
export const CATALOGUE_RETRY_MS = 3000;
