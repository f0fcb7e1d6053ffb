/**
 * How an upload's parts lie on disk, in its folder outside the object namespace, so that the
 * usual upload costs no copy at all when it completes.
 *
 * A part that says (Content-Length) it fits 5 MiB, as every part of the SPA does, is written
 * straight into `slots`, one sparse file, at (partNumber - 1) x 5 MiB, and recorded by an empty
 * marker `<partNumber>.<md5>.s<size>`, unless its slot already holds a copy: the earlier copy
 * stays until the new one is whole, as in S3. When the parts listed are 1..n, all in their slots (so all
 * but the last exactly 5 MiB, the minimum), `slots` cut to its length already is the video in
 * order: it is renamed into place. Any other part (larger, or of unknown length) is its own file
 * `<partNumber>.<md5>`, and completing then copies the parts in order into a new file. Either way
 * the ETag (hex MD5) lives in the name: complete reads a directory listing, not the parts.
 */
import { createWriteStream, writeFileSync } from 'node:fs';
import { open, readdir, rename, stat, truncate, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MIN_PART_BYTES } from '../../src/api/contract/uploads';
import { PartTooLarge } from './local-addresses';
import { dropMd5, md5Hash } from './md5-worker';

export const SLOT_BYTES = UPLOAD_MIN_PART_BYTES;
const SLOTS_FILE = 'slots';
const ENTRY_PATTERN = /^(\d{1,5})\.([0-9a-f]{32})(?:\.s(\d{1,8}))?$/;
/** Large writes: the default 16 KiB buffer would stall the socket often. */
const WRITE_BUFFER_BYTES = 1024 * 1024;
const COPY_BUFFER_BYTES = 4 * 1024 * 1024;

export type StoredPart = { partNumber: number; etag: string; size: number; entry: string; inSlot: boolean };

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
const slotsOf = (folder: string) => path.join(folder, SLOTS_FILE);

/** A new upload's folder content: the empty sparse file parts are written into. */
export const prepareSlots = (folder: string) => writeFile(slotsOf(folder), '', { flag: 'wx', mode: 0o600 });

/** Part number → its copies (normally one) in the folder. */
export async function storedParts(folder: string): Promise<Map<number, StoredPart[]>> {
  const entries = await readdir(folder).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
  const parts = new Map<number, StoredPart[]>();
  for (const entry of entries) {
    const match = ENTRY_PATTERN.exec(entry);
    if (!match) continue;
    const [, number, etag, slotSize] = match;
    const size = slotSize === undefined ? (await stat(path.join(folder, entry)).catch(() => null))?.size : Number(slotSize);
    if (size === undefined) continue; // removed meanwhile
    const part = { partNumber: Number(number), etag: etag!, size, entry, inSlot: slotSize !== undefined };
    parts.set(part.partNumber, [...(parts.get(part.partNumber) ?? []), part]);
  }
  return parts;
}

async function forgetPart(folder: string, partNumber: number, keep?: string): Promise<void> {
  for (const copy of (await storedParts(folder)).get(partNumber) ?? []) {
    if (copy.entry !== keep) await unlink(path.join(folder, copy.entry)).catch(() => undefined);
  }
}

/**
 * Streams the part in, hashing and counting it, into its slot or its own file. Callers run one
 * receive per part number at a time. ENOENT (the folder removed meanwhile) reaches the caller.
 */
export async function receivePart(
  folder: string,
  partNumber: number,
  source: AsyncIterable<Uint8Array>,
  declaredBytes: number | undefined,
  maxBytes: number,
): Promise<{ etag: string; size: number }> {
  // A good copy already in the slot stays until the new one is whole (as in S3): a part sent again
  // goes to a file of its own, so a disconnect midway leaves the earlier copy usable.
  const earlier = (await storedParts(folder)).get(partNumber) ?? [];
  const inSlot = !earlier.some((copy) => copy.inSlot) && declaredBytes !== undefined && declaredBytes <= Math.min(SLOT_BYTES, maxBytes);
  const limit = inSlot ? SLOT_BYTES : maxBytes; // a slot is never written past its end
  const hash = md5Hash();
  let size = 0;
  const counted = async function* (chunks: AsyncIterable<Uint8Array>) {
    for await (const chunk of chunks) {
      size += chunk.byteLength;
      if (size > limit) throw new PartTooLarge(`A part is at most ${maxBytes} bytes`);
      await hash.update(chunk);
      yield chunk;
    }
  };

  if (inSlot) {
    // The slot holds no copy; an earlier copy in a file of its own is forgotten once this one is whole.
    const into = createWriteStream(slotsOf(folder), { flags: 'r+', start: (partNumber - 1) * SLOT_BYTES, highWaterMark: WRITE_BUFFER_BYTES });
    try {
      await pipeline(source, counted, into);
    } catch (error) {
      dropMd5(hash);
      throw error;
    }
    const etag = await hash.digest();
    const entry = `${partNumber}.${etag}.s${size}`;
    // An empty file, made synchronously: microseconds, where two trips through a loop busy with
    // other parts' bytes held each answer (and so the browser's next part) by milliseconds.
    writeFileSync(path.join(folder, entry), '', { mode: 0o600 });
    if (earlier.length > 0) await forgetPart(folder, partNumber, entry);
    return { etag, size };
  }

  const temporary = path.join(folder, `.${partNumber}.${process.hrtime.bigint()}.tmp`);
  try {
    await pipeline(source, counted, createWriteStream(temporary, { flags: 'wx', mode: 0o600, highWaterMark: WRITE_BUFFER_BYTES }));
  } catch (error) {
    dropMd5(hash);
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  try {
    const etag = await hash.digest();
    const entry = `${partNumber}.${etag}`;
    await rename(temporary, path.join(folder, entry));
    await forgetPart(folder, partNumber, entry); // the same part sent again: the last one counts, as in S3
    return { etag, size };
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Writes the parts, in order, as `temporaryFile`: by renaming the slots when they are the video already. */
export async function assembleParts(folder: string, parts: StoredPart[], temporaryFile: string): Promise<void> {
  const size = parts.reduce((sum, part) => sum + part.size, 0);
  if (parts.every((part, index) => part.inSlot && part.partNumber === index + 1)) {
    await truncate(slotsOf(folder), size);
    try {
      await rename(slotsOf(folder), temporaryFile);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error; // parts kept on another disk: copy
    }
  }
  const out = await open(temporaryFile, 'wx', 0o600);
  const buffer = Buffer.allocUnsafe(COPY_BUFFER_BYTES);
  try {
    for (const part of parts) {
      const source = await open(part.inSlot ? slotsOf(folder) : path.join(folder, part.entry), 'r');
      try {
        let position = part.inSlot ? (part.partNumber - 1) * SLOT_BYTES : 0;
        for (let left = part.size; left > 0; ) {
          const { bytesRead } = await source.read(buffer, 0, Math.min(buffer.byteLength, left), position);
          if (bytesRead === 0) throw new Error(`part ${part.partNumber} is shorter than recorded`);
          await out.write(buffer, 0, bytesRead);
          position += bytesRead;
          left -= bytesRead;
        }
      } finally {
        await source.close();
      }
    }
  } finally {
    await out.close();
  }
}
