/**
 * List search (spec section 7): case-insensitive "contains" over a row's search text (its names
 * and e-mail, lower-cased when written: server/db/columns.ts), the text bound as a parameter and
 * lower-cased by PostgreSQL's own lower(), so both sides fold case the same way. `%`, `_` and `\`
 * typed by a person mean themselves, so they are escaped (`\` is LIKE's default escape
 * character): "50%" finds names containing "50%".
 */
import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The LIKE pattern of what was typed: "contains", with the typed `%`, `_` and `\` meaning themselves. */
export const searchPattern = (search: string) => `%${escapeLike(search)}%`;

const matches = (targets: ReadonlyArray<AnyColumn | SQL>, pattern: unknown) =>
  or(...targets.map((target) => sql`${target} like lower(${pattern})`))!;

/**
 * The WHERE condition of a search over already lower-cased `targets` (search_text columns, or
 * lower(…) of a joined column), or undefined when there is nothing to search.
 */
export function searchWhere(search: string, targets: ReadonlyArray<AnyColumn | SQL>): SQL | undefined {
  return search === '' ? undefined : matches(targets, searchPattern(search));
}

/** A list statement's search (server/lists/page.ts): the pattern is a placeholder, given per call. */
export const SEARCH_PATTERN = sql.placeholder('pattern');
export const searchCondition = (targets: ReadonlyArray<AnyColumn | SQL>): SQL => matches(targets, SEARCH_PATTERN);
