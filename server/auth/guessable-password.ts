/**
 * Issue #32 item 4 (OWASP ASVS 5.0 V6.2.4, V6.2.11-12): a new password may not be a common
 * password, nor contain the person's own e-mail or name, nor the product's name. The list is
 * server side only (server/auth/common-passwords.ts): the SPA cannot check it, so the refusal
 * comes back as a field error on the password field (PASSWORD_GUESSABLE).
 *
 * The rule, on the password lower-cased (letters are Unicode letters, \p{L}):
 * 1. the whole password is one of the 10,000 common passwords; or
 * 2. its letters alone (every digit, special and space removed: `Password@123` → `password`,
 *    `pass@word1` → `password`) are a common password of at least 4 letters; or
 * 3. one of its longest runs of letters is a common password of at least 4 letters: the
 *    password is a common word with digits and specials around it (`password1A#` → runs
 *    `password`, `a` → `password`; `Kitchen#2026` → `kitchen`). Leetspeak is not undone.
 * 4. it contains the person's e-mail, the e-mail's local part, first name or last name (each
 *    only if at least 3 characters), or the product's name (APP_NAME, e.g. `Mise`).
 */
import { answer } from '../../src/api/contract/answer-codes';
import { PASSWORD_GUESSABLE } from '../../src/api/contract/passwords';
import { HttpError } from '../http/http-error';
import { COMMON_PASSWORDS } from './common-passwords';

const common = new Set(COMMON_PASSWORDS);
const MIN_LETTERS = 4;
const MIN_PERSONAL = 3;

export type PasswordOwner = { email?: string | null; firstName?: string | null; lastName?: string | null };

const isCommonWord = (letters: string) => letters.length >= MIN_LETTERS && common.has(letters);

/** Whether the password is a common one under rules 1-3 above. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const runs = lower.match(/\p{L}+/gu) ?? [];
  if (isCommonWord(runs.join(''))) return true;
  const longest = Math.max(0, ...runs.map((run) => run.length));
  return runs.some((run) => run.length === longest && isCommonWord(run));
}

/** The personal and product words a password may not contain (rule 4), lower-cased. */
export function forbiddenWords(owner: PasswordOwner, appName: string): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const words = [email, email.split('@')[0] ?? '', owner.firstName ?? '', owner.lastName ?? '', appName];
  return words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= MIN_PERSONAL);
}

/** PASSWORD_GUESSABLE when the password breaks the rule, else undefined. */
export function guessablePasswordProblem(password: string, owner: PasswordOwner, appName: string): string | undefined {
  if (isCommonPassword(password)) return PASSWORD_GUESSABLE;
  const lower = password.toLowerCase();
  return forbiddenWords(owner, appName).some((word) => lower.includes(word)) ? PASSWORD_GUESSABLE : undefined;
}

/** Refuses, as a field error on `field` (400, code account.password_guessable), a password that breaks the rule. */
export function assertPasswordNotGuessable(password: string, owner: PasswordOwner, appName: string, field: string): void {
  const problem = guessablePasswordProblem(password, owner, appName);
  if (problem) throw new HttpError(400, answer('account.password_guessable', { field }));
}
