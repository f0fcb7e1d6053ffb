/**
 * Object storage (DESIGN.md section 1): where images (and later videos) live, behind one small
 * interface with a local driver (DATA_DIR/objects) by default and room for an S3 driver.
 * Records hold keys, never addresses or paths.
 */
export type StoredObject = { bytes: Uint8Array; contentType: string; size: number };

export interface ObjectStorage {
  /** Stores the bytes under the key, replacing any object there; readers never see half of it. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
}

/**
 * A key is a relative path of up to 8 segments of letters, digits, `.`, `_` and `-`, none starting
 * with a dot: no `..`, no absolute path, no hidden file, the same rules S3 keys can keep.
 */
export const OBJECT_KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}){0,7}$/;

/** `type/subtype` with optional parameters, and no line breaks to smuggle into a header. */
const CONTENT_TYPE_PATTERN = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(?:;[ -~]*)?$/i;

/** A bad key or content type here is a bug in the caller, not a client's mistake: it throws. */
export function assertObjectKey(key: string): void {
  if (!OBJECT_KEY_PATTERN.test(key)) throw new Error(`Invalid object key: ${JSON.stringify(key.slice(0, 80))}`);
}

export function assertContentType(contentType: string): void {
  if (!CONTENT_TYPE_PATTERN.test(contentType)) throw new Error(`Invalid content type: ${JSON.stringify(contentType.slice(0, 80))}`);
}
