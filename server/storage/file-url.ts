/**
 * Stored images are keys, not addresses: this is the one place that turns a key into the address
 * GET /api/v1/files/:key (server/routes/files.ts) serves it under, and back.
 */
export const FILES_BASE = '/api/v1/files/';

export const fileUrl = (key: string | null): string | null => (key === null ? null : `${FILES_BASE}${encodeURIComponent(key)}`);

/**
 * The keys of the stored files a record's values name by address (its view's answer, kept as a
 * version): the other way from fileUrl, for the values alone, however deep.
 */
export function fileKeysIn(values: unknown): string[] {
  if (typeof values === 'string') return values.startsWith(FILES_BASE) ? [decodeURIComponent(values.slice(FILES_BASE.length))] : [];
  if (Array.isArray(values)) return values.flatMap(fileKeysIn);
  if (typeof values === 'object' && values !== null) return Object.values(values).flatMap(fileKeysIn);
  return [];
}
