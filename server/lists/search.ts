/**
 * List search (spec section 7): case-insensitive "contains" over a list's columns with ILIKE, the
 * text bound as a parameter. `%`, `_` and `\` typed by a person mean themselves, so they are
 * escaped (`\` is ILIKE's default escape character): "50%" finds names containing "50%".
 */
import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The WHERE condition of a search over `targets`, or undefined when there is nothing to search. */
export function searchWhere(search: string, targets: ReadonlyArray<AnyColumn | SQL>): SQL | undefined {
  if (search === '') return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(...targets.map((target) => ilike(target, pattern)));
}
