/**
 * PostgreSQL's unique_violation (23505), found on the error itself or on the error it wraps
 * (Drizzle wraps driver errors in a DrizzleQueryError whose `cause` is the pg error).
 */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
