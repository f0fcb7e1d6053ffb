/**
 * The local storage driver: each object is a file under the root (DATA_DIR/objects by default),
 * its content type in a small file beside it (`<key>~content-type`: `~` is outside the key
 * alphabet, so no key can name it). Writes go to a temporary file renamed into place, so a
 * reader sees the old object or the new one, never a partial one, even after a crash.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertContentType, assertObjectKey, type ObjectStorage } from './object-storage';

const TYPE_SUFFIX = '~content-type';
const FALLBACK_TYPE = 'application/octet-stream';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  // A leading dot: never a valid key, so a leftover temporary file is never served.
  const temporary = path.join(path.dirname(file), `.${randomBytes(8).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

async function removeIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

export function localObjectStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertObjectKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      assertContentType(contentType);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // The type first: an object is never visible without its type.
      await writeAtomically(`${file}${TYPE_SUFFIX}`, contentType);
      await writeAtomically(file, bytes);
    },

    async get(key) {
      const file = fileOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const contentType = await readFile(`${file}${TYPE_SUFFIX}`, 'utf8').then(
        (text) => text.trim(),
        () => FALLBACK_TYPE,
      );
      const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return { bytes: view, contentType, size: view.byteLength };
    },

    async delete(key) {
      const file = fileOf(key);
      await removeIfPresent(file);
      await removeIfPresent(`${file}${TYPE_SUFFIX}`);
    },
  };
}
