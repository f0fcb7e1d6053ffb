/**
 * Field errors derived from a valibot schema: the first message of each field.
 * Machines use it in guards ("nothing is sent while invalid"); views use it, with the
 * touched/submitted flags, to decide which messages show (spec section 5: after a field is
 * touched or a submit is attempted). Errors are derived, never stored in context.
 */
import * as v from 'valibot';
import type { FieldErrors } from './visible-errors';

export { visibleErrors, type FieldErrors } from './visible-errors';

export function fieldErrors<TField extends string>(
  schema: v.GenericSchema,
  values: Record<TField, unknown>,
): FieldErrors<TField> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  const errors: FieldErrors<TField> = {};
  for (const [path, messages] of Object.entries(nested) as [string, string[] | undefined][]) {
    const field = path.split('.')[0] as TField;
    if (messages?.[0] && errors[field] === undefined) errors[field] = messages[0];
  }
  return errors;
}
