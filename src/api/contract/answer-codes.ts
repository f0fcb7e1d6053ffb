/**
 * Every answer of the server has a stable `code` beside its English `message` (issue #14 item 4):
 * a table of codes and the exact English each sends, which is what the spec's clients read in
 * `message`. The SPA shows its catalogue's `answer.<code>` text instead (with the answer's
 * `values`), so a code is what gets translated, never the English. A text that carries values is
 * a function of them; the catalogues use the same names as ICU arguments.
 *
 * This file holds the answers no area owns (requests, sessions, accounts, uploads…); each area's
 * own are in its folder's contract (`chefAnswers` in areas/chefs/chef-contract.ts, issue #34), with
 * their texts in its texts/. The server's list of every code (the API document's) is
 * server/areas/answer-texts.ts.
 */
import { validationEnglish } from './validation-ids';

type Values = Record<string, string | number>;
/** A code's English: a text, or a function of the values it names. */
export type AnswerText = string | ((values: never) => string);
/** A table of answers: code → English. */
export type AnswerTable = Record<string, AnswerText>;

const minutes = (count: number) => `${count} minute${count === 1 ? '' : 's'}`;

/** The answers no area owns. */
export const CORE_ANSWER_TEXTS = {
  // Refusals any call may get (DESIGN.md section 4)
  'request.field_refused': ({ field, problem }: { field: string; problem: string }) => `${field}: ${problem}`,
  'request.refused': ({ problem }: { problem: string }) => problem,
  'request.invalid_json': 'Request body must be valid JSON',
  'request.not_an_object': 'Request body must be a JSON object',
  'request.not_a_form': 'Request body must be multipart/form-data',
  'request.too_large': 'Request body is too large',
  'request.not_found': 'Not found',
  'server.error': 'Something went wrong',
  'server.unavailable': ({ parts }: { parts: string }) => `${parts} unavailable`,
  'server.database_unavailable': 'The database is not answering. Try again in a moment.',
  'server.shutting_down': 'This server is shutting down',
  'server.ok': 'ok',
  'server.ready': 'ready',
  'edit.stale': 'This record was changed by someone else. Reload to see the current values.',
  'bulk.done': ({ done }: { done: number }) => `${done} done`,
  'bulk.done_refused': ({ done, refused }: { done: number; refused: number }) => `${done} done, ${refused} refused`,
  // Counts of rows as the English catalogue writes them ({count, number}): 10,000.
  'views.list': 'Saved views',
  'views.saved': 'View saved',
  'views.deleted': 'View deleted',
  'views.not_found': 'This view was not found',
  'views.too_many': ({ max }: { max: number }) => `A list keeps at most ${max} views. Delete one first.`,
  'bulk.count_changed': ({ count, confirmed }: { count: number; confirmed: number }) =>
    `The search now matches ${count.toLocaleString('en-US')} rows, not the ${confirmed.toLocaleString('en-US')} confirmed. Nothing was changed; check the list and try again.`,
  'bulk.too_many': ({ count, max }: { count: number; max: number }) =>
    `${count.toLocaleString('en-US')} rows match; one call may change at most ${max.toLocaleString('en-US')}. Narrow the search.`,

  // Session and sign-in
  'auth.signed_in': 'Signed in',
  'auth.signed_out': 'Signed out',
  'auth.session_ended': 'Your session has ended. Please sign in again.',
  'auth.invalid_credentials': 'Invalid email or password',
  'auth.account_deactivated': 'Your account is deactivated. Contact an administrator.',
  'auth.module_required': 'Your role does not give access to this area',
  'auth.too_many_sign_ins': ({ minutes: count }: { minutes: number }) => `Too many sign-in attempts. Try again in ${minutes(count)}.`,

  // Password recovery, set-password links, own account
  'account.too_many_attempts': ({ minutes: count }: { minutes: number }) => `Too many attempts. Try again in ${minutes(count)}.`,
  'account.otp_sent': 'If this email belongs to an account, an OTP has been sent to it.',
  'account.otp_verified': 'OTP verified',
  'account.password_reset': 'Your password has been reset. Please sign in.',
  'account.otp_not_valid': 'This OTP is not valid. Please request a new one.',
  'account.otp_expired': 'This OTP has expired. Please request a new one.',
  'account.otp_used': 'This OTP has already been used. Please request a new one.',
  'account.otp_dead': 'Too many wrong attempts: this OTP no longer works. Please request a new one.',
  'account.otp_wrong': ({ left }: { left: number }) => `Wrong OTP. ${left} attempt${left === 1 ? '' : 's'} left.`,
  'account.otp_wrong_last': 'Wrong OTP. No attempts left: please request a new OTP.',
  'account.link_not_valid': 'This link is not valid. Please ask an administrator for a new one.',
  'account.link_expired': 'This link has expired. Please ask an administrator for a new one.',
  'account.link_used': 'This link has already been used. Sign in with your password, or use Forgot Password.',
  'account.password_set': 'Your password has been set. Please sign in.',
  // A field refusal of its own code, so the SPA can show it under the field (issue #32 item 4).
  'account.password_guessable': ({ field }: { field: string }) => `${field}: ${validationEnglish('validation.passwordGuessable')}`,
  'account.current_password_wrong': 'The current password is not correct',
  'account.password_changed_meanwhile': 'Your password was changed meanwhile. Please sign in again.',
  'account.password_changed': 'Your password has been changed. Please sign in again.',
  'account.too_many_password_checks': 'Too many wrong current passwords. Try again later.',
  'account.profile_updated': 'Profile updated',

  // Shared by the areas of people (admins, app users, chefs)
  'email.in_use': 'This email is already in use',

  // Search, activity log, history
  'search.results': 'Search results',
  'activity.list': 'Activity list',
  'activity.admins': 'Admins in the activity log',
  'activity.chain': 'Activity log checked',
  // The sign-in's second step (issue #32 item 1): shown once its screen, with the second part of the catalogue, is in.
  'second_factor.sign_in_required': 'One more step: confirm it is you with your second factor',
  'second_factor.sign_in_expired': 'This sign-in has expired. Please sign in again.',
  'second_factor.sign_in_wrong': 'This code is not right. Try the newest code, or a recovery code.',
  'second_factor.status': 'Two-step sign-in',
  'second_factor.setup_required': 'Your role requires two-step sign-in. Set it up to continue.',
  'second_factor.required_by_role': 'Your role requires two-step sign-in: it cannot be turned off.',
  'second_factor.roles': 'Two-step sign-in by role',
  'second_factor.role_rule_saved': 'Rule saved',
  'second_factor.role_not_found': 'This role does not exist',
  'second_factor.scan': 'Scan the QR code with your authenticator app',
  'second_factor.on': 'Two-step sign-in is on',
  'second_factor.off': 'Two-step sign-in is off',
  'second_factor.recovery_codes': 'New recovery codes made: the old ones no longer work',
  'second_factor.already_on': 'Two-step sign-in is already on. Turn it off first to use another app.',
  'second_factor.not_on': 'Two-step sign-in is not on',
  'second_factor.nothing_waiting': 'No set-up is waiting for a code. Start again.',
  'second_factor.code_wrong': 'This code is not right. Check the time on your phone and type the newest code.',
  // Passkeys (issue #32 item 1)
  'passkey.list': 'Passkeys',
  'passkey.options': 'Confirm with your passkey',
  'passkey.added': 'Passkey added',
  'passkey.removed': 'Passkey removed',
  'passkey.not_found': 'This passkey does not exist',
  'passkey.already_added': 'This passkey is already added to an account',
  'passkey.required_by_role': 'Your role requires two-step sign-in: add an authenticator app or another passkey before removing this one.',
  'passkey.expired': 'This passkey request has expired. Please try again.',
  'passkey.not_verified': 'This passkey could not be checked. Please try again.',
  'history.list': 'Last changes',
  'history.version': 'A version of the record',
  'history.version_not_found': 'This version of the record is not kept',

  // Chunked video upload and video links
  'upload.started': 'Upload started',
  'upload.addresses': 'Upload addresses',
  'upload.part_received': 'Part received',
  'upload.done': 'Video uploaded',
  'upload.aborted': 'Upload aborted',
  'upload.aborted_partly': 'Upload aborted; some parts are still being removed',
  'upload.not_found': 'No upload in progress with this fileId and fileKey',
  'upload.in_progress': 'This video is already being uploaded',
  'upload.video_already_stored': 'A video with this name is already stored: choose the video again for a new name',
  'upload.part_address_invalid': 'This part upload address is not valid for this upload and part number',
  'upload.part_address_expired':
    'This part upload address has expired: ask for new addresses (getMultipartPreSignedUrls with partNumbers) and send the part again',
  'upload.part_too_large': ({ max }: { max: number }) => `A part is at most ${max} bytes`,
  'upload.part_beyond': ({ part, parts }: { part: number; parts: number }) => `partNumbers: part ${part} is beyond the ${parts} parts of this upload`,
  /** The store's own words on a multipart step it refused (the SPA only logs upload errors). */
  'upload.refused': ({ problem }: { problem: string }) => problem,
  'video.link_expired': 'This video link has expired: open the class again for a new one',
  'video.link_invalid': 'This video link is not valid',
  'video.range_not_satisfiable': 'The range asked for starts past the end of the video',
} as const satisfies AnswerTable;

declare global {
  /** The codes of every area's answers: each folder's contract adds its own table's (issue #34). */
  interface AreaAnswerTexts {}
}

export type AnswerCode = keyof typeof CORE_ANSWER_TEXTS | (keyof AreaAnswerTexts & string);
/** The values a text takes: none for a plain text. */
type ValuesOf<T> = T extends (values: infer V) => string ? V : undefined;

/** What a server answer says: the code a client translates, the English, the values it carries. */
export type Answer = { readonly code: AnswerCode; readonly message: string; readonly values?: Values };

/**
 * The answer function of one table: `answerOf(chefAnswers)('chef.deleted')`, and a text with
 * values takes them, typed: `userAnswer('user.activation_sent', { email })`.
 */
export function answerOf<T extends AnswerTable>(table: T) {
  return <C extends keyof T & AnswerCode>(code: C, ...rest: ValuesOf<T[C]> extends undefined ? [] : [values: ValuesOf<T[C]>]): Answer => {
    const text: AnswerText = table[code]!;
    const values = rest[0] as Values | undefined;
    return typeof text === 'string' ? { code, message: text } : { code, message: (text as (v: Values) => string)(values!), values: values! };
  };
}

/**
 * An answer no area owns: `answer('auth.signed_in')`, `answer('server.unavailable', { parts })`.
 * Marked pure, as each area's is, so that a browser chunk importing a contract for its calls
 * leaves the English out: only the server sends it.
 */
export const answer = /* @__PURE__ */ answerOf(CORE_ANSWER_TEXTS);

/**
 * A refusal naming a field and what is wrong with it (`class_date: This field is required`); a
 * validation id becomes the spec's English.
 */
export const fieldRefused = (field: string, problem: string): Answer => answer('request.field_refused', { field, problem: validationEnglish(problem) });

