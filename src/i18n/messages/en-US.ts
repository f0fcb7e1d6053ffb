/**
 * English (en-US) catalogue, first part: only what the login page and the toasts need, since it
 * is part of /login's first load (DESIGN.md section 7). Every other screen's texts are in
 * en-US.areas.ts, loaded when the first such screen shows (app/area-messages.tsx). Ids are
 * grouped by area (`auth.`, …); every other locale provides the same ids in the same part
 * (tests/unit/catalogues.test.ts). Plain data: no runtime imports (the build precompiles it).
 */
import type { enUSAreas } from './en-US.areas';

export const enUS = {
  // UI kit
  'ui.password.show': 'Show password',

  // Sign-in (spec section 2 "Sign-in screens")
  'auth.login.title': 'Welcome back',
  'auth.login.subtitle': 'Sign in to the {productName} back-office.',
  'auth.login.email': 'Email',
  'auth.login.emailPlaceholder': 'you@example.com',
  'auth.login.password': 'Password',
  'auth.login.passwordPlaceholder': 'Enter your password',
  'auth.login.submit': 'Login',
  'auth.login.forgotPassword': 'Forgot Password ?',
  'auth.login.noAccount': 'No account yet?',
  'auth.login.register': 'Register',
  'auth.brand.tagline': 'Back-office',
  'auth.brand.headline': 'Run chefs, classes and menus from one calm place.',
  'auth.brand.pointKitchen': 'Chefs, classes, meals and ingredients',
  'auth.brand.pointPlans': 'Subscription plans and block prices',
  'auth.brand.pointTeam': 'Admins, users and static pages',
  // The sign-in frame and the shell's footer (spec section 2 "Shell")
  'shell.footer.copyright': '© {year} {productName}. All rights reserved.',

  // Language (the locale machine) and our own toasts; the server's messages are shown as sent
  'locale.picker': 'Language',
  'locale.loadFailed': 'The chosen language could not be loaded.',
  'locale.areasFailed': 'The texts of this page could not be loaded.',
  'locale.retry': 'Try again',
  'notice.somethingWentWrong': 'Something went wrong',
  'notice.noAnswer': 'The server could not be reached',
  'notice.unexpectedAnswer': 'The server answered in an unexpected way',
  'notice.ingredientGone': 'This ingredient does not exist any more',
  'notice.csvReady': 'The CSV file is ready',

  // Flow journal panel (?debug)
  'journal.title': 'Flow journal · {count, plural, one {# event} other {# events}}',
  'journal.export': 'Export JSON',
  'journal.clear': 'Clear',
  'journal.import': 'Import and replay',
  'journal.replayTitle': 'Replay of {file} · {same} same, {different} different, {incomplete} incomplete',
  'journal.replayFailed': '{file} is not a flow journal export.',
  'journal.backToLive': 'Live journal',
  'journal.outcome.same': 'same',
  'journal.outcome.different': 'different',
  'journal.outcome.failed': 'failed',
  'journal.outcome.incomplete': 'incomplete',
  'journal.hide': 'Hide',
  'journal.show': 'Show',

  // Validation (spec section 5) of the login form; the others are in the second part
  'validation.emailEnter': 'Please enter your email',
  'validation.passwordEnter': 'Please enter your password',
  'validation.emailInvalid': 'Please enter valid email',
  'validation.passwordTooLong': 'password is too long',

  // The server's answers by code (src/api/contract/answer-codes.ts): signed-out screens' here,
  // the rest in the second part. en-US says what the server's `message` says.
  'answer.auth.signed_in': 'Signed in',
  'answer.auth.signed_out': 'Signed out',
  'answer.auth.session_ended': 'Your session has ended. Please sign in again.',
  'answer.auth.invalid_credentials': 'Invalid email or password',
  'answer.auth.account_deactivated': 'Your account is deactivated. Contact an administrator.',
  'answer.auth.module_required': 'Your role does not give access to this area',
  'answer.auth.too_many_sign_ins': 'Too many sign-in attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'answer.account.too_many_attempts': 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'answer.account.otp_sent': 'If this email belongs to an account, an OTP has been sent to it.',
  'answer.account.otp_verified': 'OTP verified',
  'answer.account.password_reset': 'Your password has been reset. Please sign in.',
  'answer.account.otp_not_valid': 'This OTP is not valid. Please request a new one.',
  'answer.account.otp_expired': 'This OTP has expired. Please request a new one.',
  'answer.account.otp_used': 'This OTP has already been used. Please request a new one.',
  'answer.account.otp_dead': 'Too many wrong attempts: this OTP no longer works. Please request a new one.',
  'answer.account.otp_wrong': 'Wrong OTP. {left, plural, one {# attempt} other {# attempts}} left.',
  'answer.account.otp_wrong_last': 'Wrong OTP. No attempts left: please request a new OTP.',
  'answer.account.link_not_valid': 'This link is not valid. Please ask an administrator for a new one.',
  'answer.account.link_expired': 'This link has expired. Please ask an administrator for a new one.',
  'answer.account.link_used': 'This link has already been used. Sign in with your password, or use Forgot Password.',
  'answer.account.password_set': 'Your password has been set. Please sign in.',
  'answer.account.current_password_wrong': 'The current password is not correct',
  'answer.account.password_changed_meanwhile': 'Your password was changed meanwhile. Please sign in again.',
  'answer.account.password_changed': 'Your password has been changed. Please sign in again.',
  'answer.account.too_many_password_checks': 'Too many wrong current passwords. Try again later.',
  'answer.account.profile_updated': 'Profile updated',
} as const;

export type MessageId = keyof typeof enUS | keyof typeof enUSAreas;
/** What every locale's catalogue must be: the same ids, its own texts. */
export type Messages = Record<MessageId, string>;

/**
 * The two parts of another locale: en-US's ids and no others. Every id must be there too, which
 * tests/unit/catalogues.test.ts checks rather than the compiler, so that a key another area adds
 * to en-US does not stop the type check until it is translated.
 */
export type FirstCatalogue = Partial<Record<keyof typeof enUS, string>>;
export type AreasCatalogue = Partial<Record<keyof typeof enUSAreas, string>>;
