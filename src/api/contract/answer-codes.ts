/**
 * Every answer of the server has a stable `code` beside its English `message` (issue #14 item 4):
 * this table is the one list of codes and the exact English each sends, which is what the spec's
 * clients read in `message`. The SPA shows its catalogue's `answer.<code>` text instead (with the
 * answer's `values`), so a code is what gets translated, never the English. A text that carries
 * values is a function of them; the catalogues use the same names as ICU arguments.
 */
type Values = Record<string, string | number>;
type Text = string | ((values: never) => string);

const minutes = (count: number) => `${count} minute${count === 1 ? '' : 's'}`;

export const ANSWER_TEXTS = {
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

  // Admins
  'admin.list': 'Admin list',
  'admin.roles': 'Admin roles',
  'admin.details': 'Admin details',
  'admin.added': ({ email }: { email: string }) => `Admin added. A link to set the password was sent to ${email}.`,
  'admin.updated': 'Admin updated',
  'admin.activated': 'Admin activated',
  'admin.deactivated': 'Admin deactivated',
  'admin.deleted': 'Admin deleted',
  'admin.not_found': 'Admin not found',
  'admin.set_password_mail_failed': 'The e-mail with the set-password link could not be sent, so the admin was not added. Please try again.',
  'admin.cannot_delete_self': 'You cannot delete your own account',
  'admin.cannot_deactivate_self': 'You cannot deactivate your own account',
  'admin.cannot_delete_super_admin': 'The super admin cannot be deleted',
  'admin.cannot_deactivate_super_admin': 'The super admin cannot be deactivated',
  'admin.cannot_change_super_admin_role': 'The super admin’s role cannot be changed',
  'admin.cannot_change_own_role': 'You cannot change your own role',
  'admin.only_super_admin_grants_roles': 'Only the super admin can grant roles',
  'admin.cannot_touch_higher_role': 'Only the super admin can change an admin whose role has more access than yours',
  'email.in_use': 'This email is already in use',

  // Users
  'user.list': 'User list',
  'user.details': 'User details',
  'user.added': 'User added',
  'user.updated': 'User updated',
  'user.activated': 'User activated',
  'user.deactivated': 'User deactivated',
  'user.deleted': 'User deleted',
  'user.not_found': 'User not found',
  'user.activation_sent': ({ email }: { email: string }) => `Activation code sent to ${email}`,
  'user.activation_mail_failed': 'The e-mail with the activation code could not be sent. Please try again.',

  // Chefs
  'chef.list': 'Chef list',
  'chef.lookup': 'Chefs',
  'chef.details': 'Chef details',
  'chef.added': 'Chef added',
  'chef.updated': 'Chef updated',
  'chef.activated': 'Chef activated',
  'chef.deactivated': 'Chef deactivated',
  'chef.deleted': 'Chef deleted',
  'chef.not_found': 'Chef not found',
  'chef.has_classes': 'This chef has classes; delete or reassign them first.',

  // Meal types
  'meal.list': 'Meal type list',
  'meal.lookup': 'Meal types',
  'meal.details': 'Meal type details',
  'meal.added': 'Meal type added',
  'meal.updated': 'Meal type updated',
  'meal.activated': 'Meal type activated',
  'meal.deactivated': 'Meal type deactivated',
  'meal.deleted': 'Meal type deleted',
  'meal.not_found': 'Meal type not found',
  'meal.in_classes': 'This meal type is used by classes; remove it from them first.',

  // Classes and their videos
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

  // Ingredients
  'ingredient.list': 'Ingredient list',
  'ingredient.all': 'Ingredients',
  'ingredient.added': 'Ingredient added',
  'ingredient.updated': 'Ingredient updated',
  'ingredient.deleted': 'Ingredient deleted',
  'ingredient.not_found': 'Ingredient not found',
  'ingredient.exists': 'This ingredient already exists',
  'ingredient.in_classes': 'This ingredient is used by classes; remove it from them first.',

  // Subscription plans, block prices, static pages, subscribers
  'plan.list': 'Plan list',
  'plan.details': 'Plan details',
  'plan.added': 'Plan added',
  'plan.updated': 'Plan updated',
  'plan.deleted': 'Plan deleted',
  'plan.not_found': 'Plan not found',
  'price.list': 'Price list',
  'price.details': 'Price details',
  'price.added': 'Price added',
  'price.updated': 'Price updated',
  'price.activated': 'Price activated',
  'price.deactivated': 'Price deactivated',
  'price.deleted': 'Price deleted',
  'price.not_found': 'Price not found',
  'page.list': 'Page list',
  'page.details': 'Page details',
  'page.updated': 'Page updated',
  'page.not_found': 'Page not found',
  'subscriber.list': 'Subscribed email list',
  'subscriber.thanks': 'Thank you for subscribing',

  // Search, activity log, history
  'search.results': 'Search results',
  'activity.list': 'Activity list',
  'activity.admins': 'Admins in the activity log',
  'activity.chain': 'Activity log checked',
  'sessions.list': 'Your sessions',
  'sessions.ended': 'Sessions ended',
  'sessions.not_found': 'Session not found',
  // The sign-in's second step (issue #32 item 1): shown once its screen, with the second part of the catalogue, is in.
  'second_factor.sign_in_required': 'Enter the code from your authenticator app',
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
  'history.list': 'Last changes',

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
} as const satisfies Record<string, Text>;

export type AnswerCode = keyof typeof ANSWER_TEXTS;
type TextOf<C extends AnswerCode> = (typeof ANSWER_TEXTS)[C];
/** The values a code's text takes: none for a plain text. */
export type AnswerValues<C extends AnswerCode> = TextOf<C> extends (values: infer V) => string ? V : undefined;

/** What a server answer says: the code a client translates, the English, the values it carries. */
export type Answer = { readonly code: AnswerCode; readonly message: string; readonly values?: Values };

/** An answer of the table: `answer('class.activated')`, `answer('user.activation_sent', { email })`. */
export function answer<C extends AnswerCode>(code: C, ...rest: AnswerValues<C> extends undefined ? [] : [values: AnswerValues<C>]): Answer {
  const text: Text = ANSWER_TEXTS[code];
  const values = rest[0] as Values | undefined;
  return typeof text === 'string' ? { code, message: text } : { code, message: (text as (v: Values) => string)(values!), values: values! };
}

/**
 * A refusal naming a field and what is wrong with it (`class_date: This field is required`); a
 * validation id becomes the spec's English.
 */
export const fieldRefused = (field: string, problem: string): Answer => answer('request.field_refused', { field, problem: validationEnglish(problem) });import { validationEnglish } from './validation-ids';

