/**
 * PostgreSQL text cannot hold U+0000, so a NUL byte anywhere in a request would fail in the
 * database and answer 500. The contract's text fields refuse it; this check does the same for
 * every field a reader hands on (keys too, and fields added later), before the schema runs.
 */
import { fieldRefused } from '../../src/api/contract/answer-codes';
import { NUL_MESSAGE } from '../../src/api/contract/fields';
import { HttpError } from './http-error';

/** The dot path of the first text holding a NUL byte ('' for the value itself), or undefined. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || value instanceof Blob) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = nulPath(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function refuseNulBytes(value: unknown): void {
  const path = nulPath(value, '');
  if (path === undefined) return;
  // A key with a NUL byte is not echoed: the path names the field up to it.
  const shown = path.split('.').map((key) => key.replaceAll('\u0000', '\\0')).join('.');
  throw new HttpError(400, fieldRefused(shown || 'Request body', NUL_MESSAGE));
}
