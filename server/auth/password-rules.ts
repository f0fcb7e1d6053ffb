/**
 * The new-password rules of spec section 5, checked in the spec's order. The server enforces them
 * too (DESIGN.md section 5): for ADMIN_PASSWORD now, for change and reset password later.
 */
import { PASSWORD_MIN_LENGTH } from '../../src/constants';

/** The special characters the spec accepts in a new password. */
export const PASSWORD_SPECIALS = '@#$%^&+=';

const rules: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`^.{${PASSWORD_MIN_LENGTH},}$`, 's'), `Password must have ${PASSWORD_MIN_LENGTH} characters`],
  [/[@#$%^&+=]/, 'Password must have at-least one special character'],
  [/[A-Z]/, 'Password must have at-least one Capital Letter'],
  [/[0-9]/, 'Password must have at-least one Number'],
];

/** The first rule the password breaks, or undefined when it keeps them all. */
export function passwordRuleProblem(password: string): string | undefined {
  return rules.find(([pattern]) => !pattern.test(password))?.[1];
}
