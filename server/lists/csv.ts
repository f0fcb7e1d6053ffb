/**
 * CSV as spreadsheet tools read it (issue #15 item 4): RFC 4180 (CRLF line ends; a cell with a
 * comma, a quote or a line break in quotes, quotes doubled), UTF-8 with a byte-order mark so Excel
 * reads the accents right, and text cells that a spreadsheet would run as a formula (`=`, `+`, `-`,
 * `@`, tab, carriage return first) neutralised with a leading apostrophe (OWASP "CSV injection").
 * Numbers and booleans are written as they are: a negative amount is a number, not a formula.
 */
import type * as v from 'valibot';

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = Array.isArray(value) ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join('; ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A spreadsheet reads a full-width "＝" (U+FF1D) as "=": the check sees the text as NFKC folds it.
  const safe = FORMULA_START.test(text.normalize('NFKC')) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A column: its header (`chef.name` for a nested field) and the path to its value in a row. */
export type CsvColumn = { header: string; path: readonly string[] };

type Introspected = { type: string; entries?: Record<string, Introspected>; wrapped?: Introspected };

/** The columns of a contract row: its fields in order, an object field's fields beside it as `field.sub`. */
export function csvColumns(row: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>): CsvColumn[] {
  const walk = (entries: Record<string, Introspected>, prefix: string[]): CsvColumn[] =>
    Object.entries(entries).flatMap(([key, schema]) => {
      let inner = schema;
      while (inner.wrapped) inner = inner.wrapped; // nullable(…), optional(…)
      const path = [...prefix, key];
      return inner.type === 'object' && inner.entries ? walk(inner.entries, path) : [{ header: path.join('.'), path }];
    });
  return walk(row.entries as unknown as Record<string, Introspected>, []);
}

export function csvValues(row: unknown, columns: readonly CsvColumn[]): unknown[] {
  return columns.map((column) => column.path.reduce<unknown>((value, key) => (value === null || value === undefined ? value : (value as Record<string, unknown>)[key]), row));
}
