/**
 * Which fields a change touched, by the contract's field names, for the activity log, with the
 * old and new value of short plain fields (issue #31 item 6). Never a secret at all (a password,
 * an OTP, a token), not even its name, so a row cannot tell that one was sent. An image, rich
 * text, a list and a long text are recorded as changed without their values: the log is for
 * reading who changed what, not a copy of the content. An image is named "image" only when a new
 * one came. A field that refers to another record (a class's chef, an admin's role) is recorded
 * as references (`reference`), each with the name the record had then.
 */
import type { ActivityArea, StoredActivityChange, StoredActivityValue, StoredReference } from '../../src/api/contract/activity';

/** Field names that are never recorded, whatever the area calls them. */
const NEVER_RECORDED = /password|otp|token|secret|hash|iv$|^data$/i;
/** Fields whose values stay out of the log whatever their length: images and rich or long texts. */
const VALUELESS = /image|photo|^content$|description|instructions|^bio$|html/i;
/** A longer text is a paragraph, not a value to read in a table cell. */
const LONGEST_VALUE = 80;

export const recordable = (fields: readonly string[]): string[] => fields.filter((field) => !NEVER_RECORDED.test(field));

const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
/** Values as JSON, so lists (a class's instructions) compare by content. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const withImage = (fields: string[], newImage: boolean) => (newImage ? [...fields, 'image'] : fields);

/** More references than this (a class's meal types) are a list to open, not a value to read. */
const MOST_REFERENCES = 12;

/**
 * Another record as a value: its name is stored with the row, at the time of the change, rather
 * than looked up when the log is read. A rename or a delete later must not rewrite what the log
 * says was chosen then, and a deleted record has no name left to look up. Only whether it is
 * deleted is read later (activity-records.ts).
 */
export const reference = (area: ActivityArea | null, id: number, name: string): StoredReference => ({ id, area, name });

const isReference = (value: unknown): value is StoredReference =>
  typeof value === 'object' && value !== null && typeof (value as StoredReference).id === 'number' && typeof (value as StoredReference).name === 'string';

/** A value the log may show: a short string, a number, a boolean, a reference or a few, or none. */
function shownValue(value: unknown): StoredActivityValue | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string' && value.length <= LONGEST_VALUE) return value;
  if (isReference(value)) return value;
  if (Array.isArray(value) && value.length <= MOST_REFERENCES && value.every(isReference)) return value;
  return undefined;
}

/** One field's change: its old and new value when both may be shown, else only that it changed. */
export function fieldChange(field: string, before: unknown, after: unknown): StoredActivityChange {
  const from = shownValue(before);
  const to = shownValue(after);
  if (VALUELESS.test(field) || from === undefined || to === undefined) return { field, changed: true };
  return { field, from, to };
}

/** An add: the fields given a value. */
export function givenFields(values: Record<string, unknown>, options: { newImage?: boolean } = {}): string[] {
  return recordable(withImage(Object.keys(values).filter((field) => !blank(values[field])), options.newImage ?? false));
}

/**
 * An edit: the fields whose value differs between `before` and `after` (both by the contract's
 * names), each with its old and new value where fieldChange shows them. `of` names the fields the
 * edit may change, when `after` holds more (a whole row).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  options: { newImage?: boolean; of?: readonly string[] } = {},
): StoredActivityChange[] {
  const fields = recordable((options.of ?? Object.keys(after)).filter((field) => !same(before[field], after[field])));
  const changes = fields.map((field) => fieldChange(field, before[field], after[field]));
  return options.newImage ? [...changes, { field: 'image', changed: true }] : changes;
}
