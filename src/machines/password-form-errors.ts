/**
 * Field errors of a form with a new password and its confirmation: the fields' own first
 * messages, and "Password not matched" on confirm (the contract's cross-field rule), derived
 * together so a submit attempt shows every message at once.
 */
import type * as v from 'valibot';
import { confirmProblem } from '../api/contract/passwords';
import { fieldErrors, type FieldErrors } from './form-errors';

type Pair = { newPassword: string; confirmPassword: string };

export function passwordFormErrors<TField extends keyof Pair | string>(
  schema: v.GenericSchema,
  values: Record<TField, string> & Pair,
): FieldErrors<TField> {
  const errors = fieldErrors<TField>(schema, values);
  const confirm = 'confirmPassword' as TField;
  const mismatch = confirmProblem(values);
  if (mismatch && errors[confirm] === undefined) errors[confirm] = mismatch;
  return errors;
}
