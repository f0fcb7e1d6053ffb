/**
 * Stored images are keys, not addresses: this is the one place that turns a key into the address
 * GET /api/v1/files/:key (server/routes/files.ts) serves it under.
 */
export const FILES_BASE = '/api/v1/files/';

export const fileUrl = (key: string | null): string | null => (key === null ? null : `${FILES_BASE}${encodeURIComponent(key)}`);
