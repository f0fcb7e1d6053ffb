/**
 * The server's refusal of a guessable new password (issue #32 item 4), for the password forms'
 * models: the error a call fails with, and the test's own account of which new password was
 * refused (the form then shows it under the field while that password is typed).
 */
import { ApiError } from '../../src/api/api-error';

export const GUESSABLE_REFUSAL = new ApiError(
  'new_password: This password is too easy to guess: do not use a common password, your name or e-mail, or the product’s name',
  400,
  'account.password_guessable',
);

type Heard = { before: unknown; event: { type: string; error?: unknown } };

/** The new password refused as guessable on this path, heard from the error events sent. */
export function guessableRefused(errorEvent: string, newPassword: () => string) {
  let refused: string | undefined;
  return {
    hear({ before, event }: Heard) {
      if (before === null) {
        refused = undefined;
        return;
      }
      if (event.type === errorEvent && event.error === GUESSABLE_REFUSAL) refused = newPassword();
    },
    get current(): string | undefined {
      return refused;
    },
  };
}
