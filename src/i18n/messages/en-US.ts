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
  'auth.login.or': 'or',
  'auth.login.passkey': 'Sign in with a passkey',
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
  'notice.passkeyCancelled': 'No passkey was used: the request was cancelled or timed out',
  'notice.passkeyUnsupported': 'This browser cannot use passkeys',

  // Validation (spec section 5) of the login form; the others are in the second part
  'validation.emailEnter': 'Please enter your email',
  'validation.passwordEnter': 'Please enter your password',
  'validation.emailInvalid': 'Please enter valid email',
  'validation.passwordTooLong': 'password is too long',
  'validation.passwordGuessable': 'This password is too easy to guess: do not use a common password, your name or e-mail, or the product’s name',

  // The server's answers by code (src/api/contract/answer-codes.ts): the login page's here, the
  // rest in the second part (every other screen waits for it). en-US says what the server's `message` says.
  'answer.auth.signed_in': 'Signed in',
  'answer.auth.signed_out': 'Signed out',
  'answer.auth.session_ended': 'Your session has ended. Please sign in again.',
  'answer.auth.invalid_credentials': 'Invalid email or password',
  'answer.auth.account_deactivated': 'Your account is deactivated. Contact an administrator.',
  'answer.auth.module_required': 'Your role does not give access to this area',
  'answer.auth.too_many_sign_ins': 'Too many sign-in attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'answer.passkey.expired': 'This passkey request has expired. Please try again.',
  'answer.passkey.not_verified': 'This passkey could not be checked. Please try again.',
} as const;

declare global {
  /** Each area folder's text ids (areas/<area>/texts/en-US.ts adds its own to this). */
  interface AreaTextIds {}
}

export type MessageId = keyof typeof enUS | keyof typeof enUSAreas | keyof AreaTextIds;
/** What every locale's catalogue must be: the same ids, its own texts. */
export type Messages = Record<MessageId, string>;

/**
 * The two parts of another locale: en-US's ids and no others. Every id must be there too, which
 * tests/unit/catalogues.test.ts checks rather than the compiler, so that a key another area adds
 * to en-US does not stop the type check until it is translated.
 */
export type FirstCatalogue = Partial<Record<keyof typeof enUS, string>>;
export type AreasCatalogue = Partial<Record<keyof typeof enUSAreas, string>>;
