/**
 * Field errors derived from a valibot schema: the first message of each field.
 * Machines use it in guards ("nothing is sent while invalid"); views use it, with the
 * touched/submitted flags, to decide which messages show (spec section 5: after a field is
 * touched or a submit is attempted). Errors are derived, never stored in context.
 */
import * as v from 'valibot';

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

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

/** Only the errors a person should see now: touched fields, or all after a submit attempt. */
export function visibleErrors<TField extends string>(
  errors: FieldErrors<TField>,
  touched: Partial<Record<TField, boolean>>,
  submitted: boolean,
): FieldErrors<TField> {
  if (submitted) return errors;
  const shown: FieldErrors<TField> = {};
  for (const field of Object.keys(errors) as TField[]) {
    if (touched[field]) shown[field] = errors[field];
  }
  return shown;
}
