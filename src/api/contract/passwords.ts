/**
 * The new-password rules of spec section 5, written once for the SPA and the server. They are
 * checked in the spec's order (length, special, capital, digit) and each screen keeps its own
 * wording: change password's messages end with a space, reset and set password's do not, and
 * set password also accepts `!` as a special character.
 */
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../constants';
import { PASSWORD_MAX_LENGTH, REQUIRED } from './fields';

export type PasswordRules = {
  /** The special characters that satisfy the "special character" rule. */
  specials: string;
  /** Appended to the special, capital and digit messages (the spec's trailing space). */
  suffix: '' | ' ';
};

/** The special characters the spec accepts in a new password. */
export const PASSWORD_SPECIALS = '@#$%^&+=';

export const RESET_PASSWORD_RULES: PasswordRules = { specials: PASSWORD_SPECIALS, suffix: '' };
export const SET_PASSWORD_RULES: PasswordRules = { specials: `${PASSWORD_SPECIALS}!`, suffix: '' };
export const CHANGE_PASSWORD_RULES: PasswordRules = { specials: PASSWORD_SPECIALS, suffix: ' ' };

/** Message ids (validation-ids.ts). */
export const PASSWORD_LENGTH_MESSAGE = 'validation.passwordLength';
export const PASSWORD_MISMATCH = 'validation.passwordMismatch';
export const PASSWORD_TOO_LONG = 'validation.passwordTooLong';
/** The server's refusal of a common or personal password (server/auth/guessable-password.ts). */
export const PASSWORD_GUESSABLE = 'validation.passwordGuessable';
/** The answer code of that refusal (`new_password: …`): a form shows PASSWORD_GUESSABLE under the field. */
export const PASSWORD_GUESSABLE_CODE = 'account.password_guessable';

export const passwordRuleMessages = (rules: PasswordRules) =>
  rules.suffix === ' '
    ? ({ length: PASSWORD_LENGTH_MESSAGE, special: 'validation.passwordSpecialSpaced', capital: 'validation.passwordCapitalSpaced', number: 'validation.passwordNumberSpaced' } as const)
    : ({ length: PASSWORD_LENGTH_MESSAGE, special: 'validation.passwordSpecial', capital: 'validation.passwordCapital', number: 'validation.passwordNumber' } as const);

const escapeForClass = (characters: string) => characters.replace(/[\\\]^-]/g, '\\$&');

/** Which of the four rules a password keeps, in the spec's order (for a live checklist). */
export const passwordRuleStatus = (password: string, rules: PasswordRules) => ({
  length: password.length >= PASSWORD_MIN_LENGTH,
  special: [...rules.specials].some((special) => password.includes(special)),
  capital: /[A-Z]/.test(password),
  number: /[0-9]/.test(password),
});

/** A new password under the given rules: required, then the four rules in the spec's order. */
export const newPassword = (rules: PasswordRules) => {
  const messages = passwordRuleMessages(rules);
  return v.pipe(
    v.string(REQUIRED),
    v.nonEmpty(REQUIRED),
    v.minLength(PASSWORD_MIN_LENGTH, messages.length),
    v.regex(new RegExp(`[${escapeForClass(rules.specials)}]`), messages.special),
    v.regex(/[A-Z]/, messages.capital),
    v.regex(/[0-9]/, messages.number),
    v.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  );
};

/** A password the person already has (current password): only required and capped. */
export const existingPassword = v.pipe(
  v.string(REQUIRED),
  v.nonEmpty(REQUIRED),
  v.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
);

const confirmation = v.pipe(v.string(REQUIRED), v.nonEmpty(REQUIRED));

/** The new + confirm fields of the reset, set and change password forms. */
export const newPasswordPairEntries = (rules: PasswordRules) => ({ newPassword: newPassword(rules), confirmPassword: confirmation });

/**
 * Confirm must equal new (spec section 5). A rule across two fields, kept apart from the field
 * schemas: a form shows it beside the others instead of after them.
 */
export const confirmProblem = (values: { newPassword: string; confirmPassword: string }): string | undefined =>
  values.confirmPassword !== '' && values.confirmPassword !== values.newPassword ? PASSWORD_MISMATCH : undefined;

/** The first rule a password breaks, or undefined (the server's ADMIN_PASSWORD check uses it too). */
export function passwordRuleProblem(password: string, rules: PasswordRules = RESET_PASSWORD_RULES): string | undefined {
  const result = v.safeParse(newPassword(rules), password, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0].message;
}
