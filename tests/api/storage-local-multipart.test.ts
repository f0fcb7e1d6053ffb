/**
 * The local driver's multipart protocol and ranged reads, without HTTP: parts stream to a folder
 * outside the object namespace under their MD5, into their 5 MiB slot when they say they fit and
 * the slot holds no copy yet, else into a file of their own (an earlier copy stays until the new
 * one is whole); complete refuses (MultipartRefused) before it writes anything, or puts
 * the parts in order in a temporary file renamed into place (the slots themselves when they are the
 * whole video already) and removes the parts; abort and discard leave nothing; read streams any
 * range of an object.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localObjectStorage } from '../../server/storage/local-storage';
import { MultipartRefused, type ObjectStorage } from '../../server/storage/object-storage';
import { PartTooLarge } from '../../server/storage/local-addresses';
import { SignatureRefused } from '../../server/storage/part-signature';
import { testClock, type TestClock } from '../support/test-database';

const MIB = 1024 * 1024;
const KEY = 'videos/abcd1234_1763769600000.mp4';

let root: string;
let clock: TestClock;
let storage: ObjectStorage;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mise-multipart-'));
  clock = testClock();
  storage = localObjectStorage(root, { clock, maxUploadBytes: 12 * MIB });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const local = () => storage.localAddresses!;
const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.byteLength; at += 256 * 1024) controller.enqueue(bytes.subarray(at, at + 256 * 1024));
      controller.close();
    },
  });
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams) as { expires: string; signature: string };

/** A part PUT as a browser sends it, with its Content-Length (`declared`; null: none sent). */
async function sendPart(uploadId: string, partNumber: number, bytes: Uint8Array, declared: number | null = bytes.byteLength) {
  const url = await storage.multipart.presignPart(KEY, uploadId, partNumber, 3600);
  return local().receivePart(uploadId, partNumber, queryOf(url), streamOf(bytes), 100 * MIB, declared ?? undefined);
}

/** Every file under the root but the upload folders' own, sorted. */
const objectFiles = () => readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((entry) => !entry.startsWith('.multipart')).sort();
const partFolder = (uploadId: string) => path.join(root, '.multipart', uploadId);

describe('the local multipart upload', () => {
  it('writes parts that fit 5 MiB into their slots, and completes by renaming the slots into place', async () => {
    const parts = [randomBytes(5 * MIB), randomBytes(5 * MIB), randomBytes(1234)];
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    const etags = await Promise.all([3, 1, 2].map((n) => sendPart(uploadId, n, parts[n - 1]!)));
    expect(etags).toEqual([
      { etag: md5(parts[2]!), size: 1234 },
      { etag: md5(parts[0]!), size: 5 * MIB },
      { etag: md5(parts[1]!), size: 5 * MIB },
    ]);
    expect(readdirSync(partFolder(uploadId)).sort()).toEqual([
      `1.${md5(parts[0]!)}.s${5 * MIB}`,
      `2.${md5(parts[1]!)}.s${5 * MIB}`,
      `3.${md5(parts[2]!)}.s1234`,
      'slots',
      'upload.json',
    ]);
    expect(objectFiles()).toEqual([]);
    const slots = statSync(path.join(partFolder(uploadId), 'slots')).ino;

    const done = await storage.multipart.complete(
      KEY,
      uploadId,
      parts.map((bytes, index) => ({ partNumber: index + 1, etag: `"${md5(bytes).toUpperCase()}"` })),
    );

    expect(done).toEqual({ size: 10 * MIB + 1234 });
    const file = path.join(root, 'videos', 'abcd1234_1763769600000.mp4');
    expect(readFileSync(file).equals(Buffer.concat(parts))).toBe(true);
    expect(statSync(file).ino).toBe(slots); // not a byte copied
    expect(objectFiles()).toEqual(['videos', 'videos/abcd1234_1763769600000.mp4', 'videos/abcd1234_1763769600000.mp4~content-type']);
    expect(await storage.head(KEY)).toEqual({ size: 10 * MIB + 1234, contentType: 'video/mp4' });
    expect(existsSync(partFolder(uploadId))).toBe(false);
  });

  it('keeps a larger part, or one of unknown length, in a file of its own, and copies the parts in order', async () => {
    const parts = [randomBytes(6 * MIB), randomBytes(5 * MIB), randomBytes(10)];
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    await sendPart(uploadId, 1, parts[0]!);
    await sendPart(uploadId, 2, parts[1]!);
    await sendPart(uploadId, 3, parts[2]!, null);
    expect(readdirSync(partFolder(uploadId)).sort()).toEqual(
      [`1.${md5(parts[0]!)}`, `2.${md5(parts[1]!)}.s${5 * MIB}`, `3.${md5(parts[2]!)}`, 'slots', 'upload.json'].sort(),
    );

    await storage.multipart.complete(KEY, uploadId, parts.map((bytes, index) => ({ partNumber: index + 1, etag: md5(bytes) })));

    expect(readFileSync(path.join(root, 'videos', 'abcd1234_1763769600000.mp4')).equals(Buffer.concat(parts))).toBe(true);
    expect(existsSync(partFolder(uploadId))).toBe(false);
  });

  it('keeps only the last copy of a part sent again, in a slot or a file of its own', async () => {
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    const [first, second, third] = [randomBytes(100), randomBytes(200), randomBytes(300)];
    await sendPart(uploadId, 1, first!);
    await sendPart(uploadId, 1, second!, null);
    expect(readdirSync(partFolder(uploadId)).sort()).toEqual([`1.${md5(second!)}`, 'slots', 'upload.json']);
    await sendPart(uploadId, 1, third!);
    expect(readdirSync(partFolder(uploadId)).sort()).toEqual([`1.${md5(third!)}.s300`, 'slots', 'upload.json']);
    await storage.multipart.complete(KEY, uploadId, [{ partNumber: 1, etag: md5(third!) }]);
    expect(readFileSync(path.join(root, 'videos', 'abcd1234_1763769600000.mp4')).equals(third!)).toBe(true);
  });

  it('keeps the earlier copy of a part until a new one is whole: a disconnect midway leaves it in use', async () => {
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    const good = randomBytes(5 * MIB);
    await sendPart(uploadId, 1, good);
    // The client goes away after 1 MiB of the new copy.
    const cutOff = Readable.from(
      (async function* () {
        yield randomBytes(MIB);
        throw new Error('socket hang up');
      })(),
    );
    const url = await storage.multipart.presignPart(KEY, uploadId, 1, 3600);

    await expect(local().receivePart(uploadId, 1, queryOf(url), cutOff, 100 * MIB, 5 * MIB)).rejects.toThrow('socket hang up');

    expect(readdirSync(partFolder(uploadId)).sort()).toEqual([`1.${md5(good)}.s${5 * MIB}`, 'slots', 'upload.json']);
    await storage.multipart.complete(KEY, uploadId, [{ partNumber: 1, etag: md5(good) }]);
    expect(readFileSync(path.join(root, 'videos', 'abcd1234_1763769600000.mp4')).equals(good)).toBe(true);
  });

  it('replaces the copy in a slot once a part sent again is whole', async () => {
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    const [first, second] = [randomBytes(5 * MIB), randomBytes(5 * MIB)];
    await sendPart(uploadId, 1, first!);
    await sendPart(uploadId, 1, second!);
    expect(readdirSync(partFolder(uploadId)).sort()).toEqual([`1.${md5(second!)}`, 'slots', 'upload.json']);
    await storage.multipart.complete(KEY, uploadId, [{ partNumber: 1, etag: md5(second!) }]);
    expect(readFileSync(path.join(root, 'videos', 'abcd1234_1763769600000.mp4')).equals(second!)).toBe(true);
  });

  it('never writes a slot past its end: a part longer than it said is refused', async () => {
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    await expect(sendPart(uploadId, 1, randomBytes(5 * MIB + 1), 100)).rejects.toThrow(PartTooLarge);
    expect(readdirSync(partFolder(uploadId)).sort()).toEqual(['slots', 'upload.json']);
    expect(statSync(path.join(partFolder(uploadId), 'slots')).size).toBeLessThanOrEqual(5 * MIB);
  });

  it('refuses to complete while a part is still arriving, and takes no part once complete has begun', async () => {
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    const url = await storage.multipart.presignPart(KEY, uploadId, 1, 3600);
    let finish!: () => void;
    const slow = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        finish = () => controller.close();
      },
    });
    const arriving = local().receivePart(uploadId, 1, queryOf(url), slow, MIB, 10);
    await new Promise((resolve) => setTimeout(resolve, 20));

    await expect(storage.multipart.complete(KEY, uploadId, [{ partNumber: 1, etag: 'x' }])).rejects.toThrow(
      'Parts of this upload are still arriving: finalize once every part upload has answered',
    );
    finish();
    expect((await arriving).size).toBe(10);
    expect(objectFiles()).toEqual([]);
  });

  it.each([
    ['an empty list', [], 'parts must not be empty'],
    ['a missing part', [{ partNumber: 1 }, { partNumber: 2 }, { partNumber: 4 }], 'Part 4 was not uploaded'],
    ['a wrong ETag', [{ partNumber: 1 }, { partNumber: 2, etag: 'ffffffffffffffffffffffffffffffff' }], 'The ETag given for part 2 is not the ETag of the part received'],
    ['a list out of order', [{ partNumber: 2 }, { partNumber: 1 }], 'parts must be listed once each, in ascending order of PartNumber: part 1 comes after part 2'],
    ['a part named twice', [{ partNumber: 1 }, { partNumber: 1 }], 'part 1 comes after part 1'],
    ['a part number out of range', [{ partNumber: 0 }], 'PartNumber must be a whole number from 1 to 10000'],
  ])('refuses %s, writing nothing and keeping the parts', async (_, list, message) => {
    const parts = [randomBytes(5 * MIB), randomBytes(5 * MIB), randomBytes(10)];
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    for (const [index, bytes] of parts.entries()) await sendPart(uploadId, index + 1, bytes);
    const etagOf = (n: number) => (parts[n - 1] ? md5(parts[n - 1]!) : 'ffffffffffffffffffffffffffffffff');
    const listed = (list as Array<{ partNumber: number; etag?: string }>).map((part) => ({ partNumber: part.partNumber, etag: part.etag ?? etagOf(part.partNumber) }));

    const refusal = storage.multipart.complete(KEY, uploadId, listed);

    await expect(refusal).rejects.toBeInstanceOf(MultipartRefused);
    await expect(refusal).rejects.toThrow(message);
    expect(objectFiles()).toEqual([]);
    expect(readdirSync(partFolder(uploadId))).toHaveLength(5);
  });

  it('refuses a part under 5 MiB before the last', async () => {
    const parts = [randomBytes(MIB), randomBytes(10)];
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    for (const [index, bytes] of parts.entries()) await sendPart(uploadId, index + 1, bytes);
    await expect(storage.multipart.complete(KEY, uploadId, parts.map((bytes, index) => ({ partNumber: index + 1, etag: md5(bytes) })))).rejects.toThrow(
      `Part 1 is ${MIB} bytes: every part but the last must be at least 5242880 bytes (5 MiB)`,
    );
    expect(objectFiles()).toEqual([]);
  });

  it('refuses an upload larger than its maximum', async () => {
    const parts = [randomBytes(5 * MIB), randomBytes(5 * MIB), randomBytes(2 * MIB + 1)];
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    for (const [index, bytes] of parts.entries()) await sendPart(uploadId, index + 1, bytes);
    await expect(storage.multipart.complete(KEY, uploadId, parts.map((bytes, index) => ({ partNumber: index + 1, etag: md5(bytes) })))).rejects.toThrow(
      `The upload is ${12 * MIB + 1} bytes: at most ${12 * MIB} bytes are accepted`,
    );
    expect(objectFiles()).toEqual([]);
  });

  it('refuses to complete or abort under another key, and an unknown upload', async () => {
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    await sendPart(uploadId, 1, Buffer.from('x'));
    await expect(storage.multipart.complete('videos/other.mp4', uploadId, [{ partNumber: 1, etag: md5(Buffer.from('x')) }])).rejects.toThrow('fileKey is not the key of this upload');
    await expect(storage.multipart.abort('videos/other.mp4', uploadId)).rejects.toThrow('fileKey is not the key of this upload');
    await expect(storage.multipart.complete(KEY, 'f'.repeat(32), [{ partNumber: 1, etag: 'x' }])).rejects.toThrow('No upload in progress with this fileId');
    await expect(storage.multipart.complete(KEY, '../../etc', [{ partNumber: 1, etag: 'x' }])).rejects.toThrow('No upload in progress with this fileId');
    expect(readdirSync(partFolder(uploadId))).toHaveLength(3);
  });

  it('aborts: every part removed, partsLeft 0, and a later part refused', async () => {
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    const url = await storage.multipart.presignPart(KEY, uploadId, 2, 3600);
    await sendPart(uploadId, 1, randomBytes(1000));

    expect(await storage.multipart.abort(KEY, uploadId)).toEqual({ partsLeft: 0 });
    expect(existsSync(partFolder(uploadId))).toBe(false);
    await expect(local().receivePart(uploadId, 2, queryOf(url), streamOf(Buffer.from('late')), MIB, 4)).rejects.toThrow(/No upload in progress for this address/);
    expect(existsSync(partFolder(uploadId))).toBe(false);
    expect(await storage.multipart.abort(KEY, uploadId)).toEqual({ partsLeft: 0 });
  });

  it('checks the part signature before touching the disk, against its clock', async () => {
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    const url = await storage.multipart.presignPart(KEY, uploadId, 1, 60);
    clock.advance(60_000);
    await expect(local().receivePart(uploadId, 1, queryOf(url), streamOf(Buffer.from('x')), MIB, 1)).rejects.toBeInstanceOf(SignatureRefused);
    expect(readdirSync(partFolder(uploadId)).sort()).toEqual(['slots', 'upload.json']);
  });

  it('does not accept the addresses of a driver with another key', async () => {
    const other = localObjectStorage(root, { clock, signingKey: randomBytes(32) });
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    const url = await other.multipart.presignPart(KEY, uploadId, 1, 60);
    await expect(local().receivePart(uploadId, 1, queryOf(url), streamOf(Buffer.from('x')), MIB, 1)).rejects.toThrow('not valid');
  });

  it('lists uploads with their start, and discards one by id', async () => {
    const { uploadId } = await storage.multipart.create(KEY, 'video/mp4');
    expect(await local().listUploads()).toEqual([{ uploadId, startedAt: clock.now() }]);
    await local().discardUpload(uploadId);
    await local().discardUpload('not-an-id');
    expect(await local().listUploads()).toEqual([]);
  });
});

describe('ranged reads', () => {
  const bytes = randomBytes(100_000);
  const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

  it('streams the whole object, or any range of it, cutting a range at the end', async () => {
    await storage.put(KEY, bytes, 'video/mp4');
    const whole = await storage.read(KEY);
    expect(whole).toMatchObject({ contentType: 'video/mp4', size: 100_000, range: { start: 0, end: 99_999 } });
    expect((await text(whole!.body)).equals(bytes)).toBe(true);

    const middle = await storage.read(KEY, { start: 10, end: 19 });
    expect((await text(middle!.body)).equals(bytes.subarray(10, 20))).toBe(true);

    const pastEnd = await storage.read(KEY, { start: 99_990, end: 200_000 });
    expect(pastEnd!.range).toEqual({ start: 99_990, end: 99_999 });
    expect((await text(pastEnd!.body)).equals(bytes.subarray(99_990))).toBe(true);
  });

  it('answers null for no object, and refuses a range starting past the end', async () => {
    expect(await storage.read(KEY)).toBeNull();
    expect(await storage.head(KEY)).toBeNull();
    await storage.put(KEY, bytes, 'video/mp4');
    await expect(storage.read(KEY, { start: 100_000, end: 100_010 })).rejects.toBeInstanceOf(RangeError);
  });

  it('reads an empty object as nothing', async () => {
    await storage.put(KEY, new Uint8Array(0), 'video/mp4');
    const empty = await storage.read(KEY);
    expect(empty).toMatchObject({ size: 0, range: { start: 0, end: -1 } });
    expect((await text(empty!.body)).byteLength).toBe(0);
    await expect(storage.read(KEY, { start: 0, end: 0 })).rejects.toBeInstanceOf(RangeError);
  });

  it('signs read addresses for videos/ keys only', async () => {
    expect(await storage.presignRead(KEY, 60)).toMatch(/^\/api\/v1\/videos\/abcd1234_1763769600000\.mp4\?expires=\d+&signature=[\w-]{43}$/);
    await expect(storage.presignRead('images/a.png', 60)).rejects.toThrow(/videos\/<name> keys only/);
  });
});
