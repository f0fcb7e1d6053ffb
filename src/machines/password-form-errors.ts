/**
 * Field errors of a form with a new password and its confirmation: the fields' own first
 * messages, and "Password not matched" on confirm (the contract's cross-field rule), derived
 * together so a submit attempt shows every message at once.
 */
import type * as v from 'valibot';
import { ApiError } from '../api/api-error';
import { confirmProblem, PASSWORD_GUESSABLE, PASSWORD_GUESSABLE_CODE } from '../api/contract/passwords';
import { fieldErrors, type FieldErrors } from './form-errors';

type Pair = { newPassword: string; confirmPassword: string };

/**
 * Whether a failed call is the server refusing the new password as guessable (issue #32 item 4:
 * only the server holds the list of common passwords): the password machines' named guard
 * `refusedAsGuessable`, so the flow viewer shows it by name.
 */
export const isGuessableRefusal = (_: unknown, error: unknown): boolean => error instanceof ApiError && error.code === PASSWORD_GUESSABLE_CODE;

/**
 * `refused`: the new password the server refused as guessable; while the field holds it, the
 * field shows that refusal (and a submit is held back), typing anything else clears it.
 */
export function passwordFormErrors<TField extends keyof Pair | string>(
  schema: v.GenericSchema,
  values: Record<TField, string> & Pair,
  refused?: string,
): FieldErrors<TField> {
  const errors = fieldErrors<TField>(schema, values);
  const newField = 'newPassword' as TField;
  if (refused !== undefined && values.newPassword === refused && errors[newField] === undefined) errors[newField] = PASSWORD_GUESSABLE;
  const confirm = 'confirmPassword' as TField;
  const mismatch = confirmProblem(values);
  if (mismatch && errors[confirm] === undefined) errors[confirm] = mismatch;
  return errors;
}
