/**
 * Which field errors show (spec section 5), and their shape. Apart from form-errors.ts, which
 * derives them with valibot: the login page shows them from its first load, and valibot travels
 * after that page's first paint (issue #37).
 */
export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

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
