/**
 * Which fields a change touched, by the contract's field names, for the activity log. Names only,
 * never values; and never the name of a secret either (a password, an OTP, a token), so a row
 * cannot even tell that one was sent. An image is named "image" only when a new one came.
 */

/** Field names that are never recorded, whatever the area calls them. */
const NEVER_RECORDED = /password|otp|token|secret|hash|iv$|^data$/i;

export const recordable = (fields: readonly string[]): string[] => fields.filter((field) => !NEVER_RECORDED.test(field));

const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
/** Values as JSON, so lists (a class's instructions) compare by content. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const withImage = (fields: string[], newImage: boolean) => (newImage ? [...fields, 'image'] : fields);

/** An add: the fields given a value. */
export function givenFields(values: Record<string, unknown>, options: { newImage?: boolean } = {}): string[] {
  return recordable(withImage(Object.keys(values).filter((field) => !blank(values[field])), options.newImage ?? false));
}

/**
 * An edit: the fields whose value differs between `before` and `after` (both by the contract's
 * names). `of` names the fields the edit may change, when `after` holds more (a whole row).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  options: { newImage?: boolean; of?: readonly string[] } = {},
): string[] {
  const fields = options.of ?? Object.keys(after);
  return recordable(withImage(fields.filter((field) => !same(before[field], after[field])), options.newImage ?? false));
}
