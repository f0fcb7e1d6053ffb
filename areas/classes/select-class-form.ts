/** View flags of the class form, derived from its snapshot (never stored). */
import type { SnapshotFrom } from 'xstate';
import { REQUIRED } from '../../src/api/contract/fields';
import { classFormErrorsOf, type classFormMachine } from '../../src/machines/class-form.machine';
import { TIME_FORMAT_MESSAGE, UNKNOWN_INGREDIENT_MESSAGE, hasErrors, type ClassField } from '../../src/machines/class-form.values';
import { visibleErrors } from '../../src/machines/form-errors';

export type ClassFormSnapshot = SnapshotFrom<typeof classFormMachine>;

/** The look-ups (and on edit the class) are being read, or the form is about to leave for want of one. */
export const selectLoading = (s: ClassFormSnapshot) =>
  s.matches('loadingLookups') || s.matches('loadingClass') || s.matches('missingChefs') || s.matches('missingMealTypes') || s.matches('left');

/** Could not be read; while the server is away, the failure stays on screen as the form asks again by itself. */
export const selectLoadFailed = (s: ClassFormSnapshot) =>
  s.matches('loadFailed') || s.matches('serverAway') || (s.context.awaySaid && (s.matches('loadingLookups') || s.matches('loadingClass')));

/** Of those, no answer: the form waits for the server and reads the class again by itself. */
export const selectLoadAway = (s: ClassFormSnapshot) => selectLoadFailed(s) && !s.matches('loadFailed');

/** From the save until the screen is left, the form is locked and Save shows progress. */
export const selectBusy = (s: ClassFormSnapshot) => s.matches('submitting') || s.matches('saved');

export const selectProbing = (s: ClassFormSnapshot) => s.matches('probingVideo');

/** A field's message once it was touched or a save was tried (spec section 5). */
export const selectFieldError = (s: ClassFormSnapshot, field: ClassField) =>
  visibleErrors(classFormErrorsOf(s.context).fields, s.context.touched, s.context.submitted)[field];

/** A save was tried and something still stops it: the form says so beside Save. */
export const selectBlocked = (s: ClassFormSnapshot) => s.context.submitted && s.matches('editing') && hasErrors(classFormErrorsOf(s.context));

/**
 * A row's message. Rows have no touched state: "required" waits for a save attempt, a time in
 * the wrong format until it is typed in full, an ingredient name until no ingredient starts with
 * what is typed (free typing is refused as soon as it cannot be a known ingredient).
 */
export function rowMessage(message: string | undefined, value: string, submitted: boolean, ingredientNames: readonly string[] = []): string | undefined {
  if (!message || submitted) return message;
  if (message === REQUIRED) return undefined;
  if (message === TIME_FORMAT_MESSAGE && value.length < 'HH:mm:ss'.length) return undefined;
  if (message === UNKNOWN_INGREDIENT_MESSAGE) {
    const typed = value.trim().toLowerCase();
    if (ingredientNames.some((name) => name.toLowerCase().startsWith(typed))) return undefined;
  }
  return message;
}

export const selectInstructionErrors = (s: ClassFormSnapshot, index: number) => {
  const row = s.context.values.instructions[index];
  const errors = classFormErrorsOf(s.context).instructions[index] ?? {};
  if (!row) return {};
  return {
    text: rowMessage(errors.text, row.text, s.context.submitted),
    timestamp: rowMessage(errors.timestamp, row.timestamp, s.context.submitted),
    endTimestamp: rowMessage(errors.endTimestamp, row.endTimestamp, s.context.submitted),
  };
};

export const selectIngredientErrors = (s: ClassFormSnapshot, index: number) => {
  const row = s.context.values.ingredients[index];
  const errors = classFormErrorsOf(s.context).ingredients[index] ?? {};
  if (!row) return {};
  const names = s.context.lookups.ingredients.map((ingredient) => ingredient.name);
  return {
    ingredientText: rowMessage(errors.ingredientText, row.ingredientText, s.context.submitted, names),
    measurement: rowMessage(errors.measurement, row.measurement, s.context.submitted),
  };
};
