/** The PostgreSQL error code (SQLSTATE) on an error or on one it wraps (Drizzle keeps the pg error as `cause`). */
export const postgresCode = (error: unknown, depth = 0): string | undefined => {
  if (typeof error !== 'object' || error === null || depth >= 5) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : postgresCode((error as { cause?: unknown }).cause, depth + 1);
};
