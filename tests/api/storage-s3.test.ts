/**
 * The s3 storage driver against a local S3-compatible server (tests/support/s3-server.ts: s3rver
 * on 127.0.0.1 with SigV4 checks, ListParts and AbortMultipartUpload added): objects, ranges,
 * presigned reads, and multipart uploads whose parts go from `fetch` straight to the store.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_MIN_PART_BYTES } from '../../src/api/contract/uploads';
import { loadConfig } from '../../server/config';
import { createObjectStorage } from '../../server/storage/create-object-storage';
import { MultipartRefused, type CompletedPart, type ObjectStorage } from '../../server/storage/object-storage';
import { refusalFromStore, s3ObjectStorage, type S3StorageOptions } from '../../server/storage/s3-storage';
import { s3Env, startLocalS3, type LocalS3 } from '../support/s3-server';

const MiB = 1024 * 1024;
let s3: LocalS3;
let options: S3StorageOptions;
let storage: ObjectStorage;

beforeAll(async () => {
  s3 = await startLocalS3();
  options = {
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    maxUploadBytes: 64 * MiB,
  };
  storage = s3ObjectStorage(options);
});
afterAll(() => s3?.stop());

const text = (value: string) => new TextEncoder().encode(value);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const streamBytes = async (body: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(body).arrayBuffer());
const uniqueKey = (name: string) => `videos/${randomBytes(8).toString('hex')}-${name}`;

/** PUTs the bytes to the part's presigned URL as a browser would; answers the response's ETag. */
async function putPart(key: string, uploadId: string, partNumber: number, bytes: Uint8Array): Promise<string> {
  const url = await storage.multipart.presignPart(key, uploadId, partNumber, 300);
  const response = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
  expect(response.status, await response.clone().text()).toBe(200);
  const etag = response.headers.get('etag');
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  return etag!;
}

/** Requests that reached the store since `mark` (a length of `s3.requests`). */
const completeCallsSince = (mark: number) =>
  s3.requests.slice(mark).filter((request) => request.method === 'POST' && request.query.includes('uploadId'));

describe('objects', () => {
  it('gives back what was put with its type and size; head agrees; delete removes it, and again is no error', async () => {
    await storage.put('images/ab12.png', text('not really a png'), 'image/png');

    expect(await storage.get('images/ab12.png')).toEqual({ bytes: text('not really a png'), contentType: 'image/png', size: 16 });
    expect(await storage.head('images/ab12.png')).toEqual({ size: 16, contentType: 'image/png' });

    await storage.put('images/ab12.png', text('replaced'), 'image/jpeg');
    expect(await storage.get('images/ab12.png')).toEqual({ bytes: text('replaced'), contentType: 'image/jpeg', size: 8 });

    await storage.delete('images/ab12.png');
    await storage.delete('images/ab12.png');
    expect(await storage.get('images/ab12.png')).toBeNull();
    expect(await storage.head('images/ab12.png')).toBeNull();
  });

  it('answers null for a get, head or read of a key that holds nothing', async () => {
    expect(await storage.get('absent.jpg')).toBeNull();
    expect(await storage.head('absent.jpg')).toBeNull();
    expect(await storage.read('absent.jpg', { start: 0, end: 9 })).toBeNull();
  });

  it('a missing bucket is an error, not a missing object', async () => {
    const misconfigured = s3ObjectStorage({ ...options, bucket: 'no-such-bucket' });
    await expect(misconfigured.get('absent.jpg')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(misconfigured.read('absent.jpg')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('refuses a bad key or content type without asking the store', async () => {
    const mark = s3.requests.length;
    for (const key of ['../escape.png', '/abs', 'a//b', '.hidden', 'ünïcode.png']) {
      await expect(storage.put(key, text('x'), 'image/png')).rejects.toThrow(/Invalid object key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid object key/);
      await expect(storage.multipart.create(key, 'video/mp4')).rejects.toThrow(/Invalid object key/);
    }
    await expect(storage.put('a.png', text('x'), 'image/png\r\nX-Evil: 1')).rejects.toThrow(/Invalid content type/);
    expect(s3.requests.length).toBe(mark);
  });

  it('reads a byte range through GetObject Range: those bytes, the total size and the range sent', async () => {
    const bytes = randomBytes(1000);
    await storage.put('videos/range.mp4', bytes, 'video/mp4');

    const part = await storage.read('videos/range.mp4', { start: 100, end: 199 });
    expect(part && { contentType: part.contentType, size: part.size, range: part.range }).toEqual({
      contentType: 'video/mp4',
      size: 1000,
      range: { start: 100, end: 199 },
    });
    expect(Buffer.from(await streamBytes(part!.body))).toEqual(bytes.subarray(100, 200));

    const tail = await storage.read('videos/range.mp4', { start: 900, end: 5000 });
    expect(tail?.range).toEqual({ start: 900, end: 999 });
    expect(Buffer.from(await streamBytes(tail!.body))).toEqual(bytes.subarray(900));

    const whole = await storage.read('videos/range.mp4');
    expect(whole?.range).toEqual({ start: 0, end: 999 });
    expect(Buffer.from(await streamBytes(whole!.body))).toEqual(bytes);
  });

  // Not tested here: a range of an empty object (S3 answers 416, which the driver reads as empty);
  // s3rver answers it with a 206 of one byte it never sends.
  it('throws for a range starting past the end, as the local driver does', async () => {
    await storage.put('videos/short.mp4', text('0123456789'), 'video/mp4');
    await expect(storage.read('videos/short.mp4', { start: 10, end: 20 })).rejects.toThrow(
      new RangeError('Range 10-20 is outside an object of 10 bytes'),
    );
  });

  it('hands out a presigned GET that a player fetches with Range; a changed key or no signature is refused', async () => {
    const bytes = randomBytes(4096);
    await storage.put('videos/play.mp4', bytes, 'video/mp4');
    const url = await storage.presignRead('videos/play.mp4', 120);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('120');

    const answer = await fetch(url, { headers: { Range: 'bytes=1000-1999' } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 1000-1999/4096');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(bytes.subarray(1000, 2000));

    await storage.put('videos/other.mp4', text('someone else'), 'video/mp4');
    const otherKey = url.replace('/videos/play.mp4?', '/videos/other.mp4?');
    expect((await fetch(otherKey)).status).toBe(403);
    const unsigned = new URL(url);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);
  });
});

describe('a multipart upload from the browser straight to the store', () => {
  it('assembles 3 x 5 MiB and a short last part, PUT in parallel and out of order, into the same bytes', async () => {
    const source = randomBytes(3 * UPLOAD_MIN_PART_BYTES + 1234);
    const chunks = [0, 1, 2, 3].map((index) => source.subarray(index * UPLOAD_MIN_PART_BYTES, (index + 1) * UPLOAD_MIN_PART_BYTES));
    const key = uniqueKey('whole.mp4');
    const { uploadId } = await storage.multipart.create(key, 'video/mp4');

    const etags = new Map<number, string>();
    await Promise.all(
      [4, 2, 1, 3].map(async (partNumber, order) => {
        await new Promise((resolve) => setTimeout(resolve, order * 5));
        etags.set(partNumber, await putPart(key, uploadId, partNumber, chunks[partNumber - 1]!));
      }),
    );
    expect(await s3.uploadsOnDisk()).toContainEqual({ uploadId, parts: [1, 2, 3, 4] });

    const parts = [1, 2, 3, 4].map((partNumber) => ({ partNumber, etag: etags.get(partNumber)!.replaceAll('"', '') }));
    expect(await storage.multipart.complete(key, uploadId, parts)).toEqual({ size: source.length });

    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('video/mp4');
    expect(stored?.size).toBe(source.length);
    expect(sha256(stored!.bytes)).toBe(sha256(source));
    expect((await s3.uploadsOnDisk()).map((upload) => upload.uploadId)).not.toContain(uploadId);

    // Seeking across the seam of parts 1 and 2.
    const seam = await storage.read(key, { start: UPLOAD_MIN_PART_BYTES - 10, end: UPLOAD_MIN_PART_BYTES + 9 });
    expect(Buffer.from(await streamBytes(seam!.body))).toEqual(source.subarray(UPLOAD_MIN_PART_BYTES - 10, UPLOAD_MIN_PART_BYTES + 10));
  });

  it('hands out part URLs that expire when asked and carry no checksum of an empty body', async () => {
    const key = uniqueKey('url.mp4');
    const { uploadId } = await storage.multipart.create(key, 'video/mp4');
    const url = new URL(await storage.multipart.presignPart(key, uploadId, 7, 900));

    expect(url.searchParams.get('partNumber')).toBe('7');
    expect(url.searchParams.get('uploadId')).toBe(uploadId);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    // The SDK's default would sign x-amz-checksum-crc32=AAAAAA== (an empty body's) into the URL.
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    await expect(storage.multipart.presignPart(key, uploadId, 10_001, 900)).rejects.toThrow(/Invalid part number/);
    await storage.multipart.abort(key, uploadId);
  });

  it('accepts ETags quoted or not, and pages through ListParts past 1,000 parts', async () => {
    const key = uniqueKey('paged.mp4');
    const { uploadId } = await storage.multipart.create(key, 'video/mp4');
    const etags = new Map<number, string>();
    const numbers = Array.from({ length: 1001 }, (_, index) => index + 1);
    for (let start = 0; start < numbers.length; start += 25) {
      await Promise.all(numbers.slice(start, start + 25).map(async (n) => etags.set(n, await putPart(key, uploadId, n, text(`part ${n}`)))));
    }
    const mark = s3.requests.length;

    // Part 1001 is on the second page of ListParts; the parts not listed are dropped by the store.
    expect(await storage.multipart.complete(key, uploadId, [{ partNumber: 1001, etag: etags.get(1001)! }])).toEqual({ size: 9 });

    const listings = s3.requests.slice(mark).filter((request) => request.method === 'GET' && request.query.includes('uploadId'));
    expect(listings.length).toBe(2);
    expect(await storage.get(key)).toMatchObject({ bytes: text('part 1001'), size: 9 });
  }, 60_000);

  describe('refuses a wrong part list, assembling nothing and keeping the upload for a corrected list', () => {
    const key = uniqueKey('refused.mp4');
    let uploadId: string;
    let good: CompletedPart[];

    beforeAll(async () => {
      ({ uploadId } = await storage.multipart.create(key, 'video/mp4'));
      const sizes = [UPLOAD_MIN_PART_BYTES, UPLOAD_MIN_PART_BYTES, 100];
      good = await Promise.all(
        sizes.map(async (size, index) => ({ partNumber: index + 1, etag: await putPart(key, uploadId, index + 1, randomBytes(size)) })),
      );
    });

    const cases: [string, (parts: CompletedPart[]) => CompletedPart[], RegExp][] = [
      ['a wrong ETag', ([one, two, three]) => [one!, { ...two!, etag: 'd41d8cd98f00b204e9800998ecf8427e' }, three!], /the ETag of part 2 does not match/],
      ['a part that was never received', ([one, two]) => [one!, two!, { partNumber: 4, etag: two!.etag }], /part 4 was not received/],
      ['parts out of order', ([one, two, three]) => [two!, one!, three!], /listed once each, in ascending order of PartNumber: part 1 comes after part 2/],
      ['a part listed twice', ([one, two, three]) => [one!, one!, two!, three!], /listed once each, in ascending order of PartNumber: part 1 comes after part 1/],
      ['a small part before the last', ([one, , three]) => [one!, three!, { ...three!, partNumber: 5 }], /part 3 is 100 bytes; every part but the last must be at least 5242880 bytes/],
      ['no parts', () => [], /must not be empty/],
      ['more than 10,000 parts', () => Array.from({ length: 10_001 }, (_, index) => ({ partNumber: index + 1, etag: 'x' })), /at most 10000 parts/],
    ];

    it.each(cases)('%s', async (_name, change, message) => {
      const mark = s3.requests.length;
      const refusal = storage.multipart.complete(key, uploadId, change(good));

      await expect(refusal).rejects.toBeInstanceOf(MultipartRefused);
      await expect(refusal).rejects.toThrow(message);
      expect(completeCallsSince(mark)).toEqual([]);
      expect(await storage.head(key)).toBeNull();
      expect(await s3.uploadsOnDisk()).toContainEqual({ uploadId, parts: [1, 2, 3] });
    });

    it('then completes with the right list', async () => {
      expect(await storage.multipart.complete(key, uploadId, good)).toEqual({ size: 2 * UPLOAD_MIN_PART_BYTES + 100 });
    });
  });

  it('refuses a small non-last part even when the small one is first', async () => {
    const key = uniqueKey('small.mp4');
    const { uploadId } = await storage.multipart.create(key, 'video/mp4');
    const parts = [
      { partNumber: 1, etag: await putPart(key, uploadId, 1, randomBytes(1024)) },
      { partNumber: 2, etag: await putPart(key, uploadId, 2, randomBytes(1024)) },
    ];
    const mark = s3.requests.length;

    await expect(storage.multipart.complete(key, uploadId, parts)).rejects.toThrow(new MultipartRefused('part 1 is 1024 bytes; every part but the last must be at least 5242880 bytes'));
    expect(completeCallsSince(mark)).toEqual([]);
    expect(await storage.head(key)).toBeNull();
    await storage.multipart.abort(key, uploadId);
  });

  it('refuses an upload over the configured size cap', async () => {
    const capped = s3ObjectStorage({ ...options, maxUploadBytes: UPLOAD_MIN_PART_BYTES + 50 });
    const key = uniqueKey('big.mp4');
    const { uploadId } = await capped.multipart.create(key, 'video/mp4');
    const parts = [
      { partNumber: 1, etag: await putPart(key, uploadId, 1, randomBytes(UPLOAD_MIN_PART_BYTES)) },
      { partNumber: 2, etag: await putPart(key, uploadId, 2, randomBytes(100)) },
    ];
    const mark = s3.requests.length;

    await expect(capped.multipart.complete(key, uploadId, parts)).rejects.toThrow(
      new MultipartRefused(`the upload is ${UPLOAD_MIN_PART_BYTES + 100} bytes, over the limit of ${UPLOAD_MIN_PART_BYTES + 50} bytes`),
    );
    expect(completeCallsSince(mark)).toEqual([]);
    expect(await capped.head(key)).toBeNull();
    expect(await capped.multipart.abort(key, uploadId)).toEqual({ partsLeft: 0 });
  });

  it('refuses an upload id the store does not know, or one already completed', async () => {
    const key = uniqueKey('unknown.mp4');
    await expect(storage.multipart.complete(key, 'f'.repeat(32), [{ partNumber: 1, etag: 'x' }])).rejects.toThrow(
      new MultipartRefused('the upload does not exist, or was already finished or aborted'),
    );

    const { uploadId } = await storage.multipart.create(key, 'video/mp4');
    const parts = [{ partNumber: 1, etag: await putPart(key, uploadId, 1, text('tiny video')) }];
    await storage.multipart.complete(key, uploadId, parts);
    await expect(storage.multipart.complete(key, uploadId, parts)).rejects.toBeInstanceOf(MultipartRefused);
    // The upload id belongs to its key: another key cannot complete it.
    const other = await storage.multipart.create(key, 'video/mp4');
    await expect(storage.multipart.complete(uniqueKey('elsewhere.mp4'), other.uploadId, parts)).rejects.toBeInstanceOf(MultipartRefused);
    await storage.multipart.abort(key, other.uploadId);
  });

  it('aborts: the store drops the upload and every part; aborting again answers the same', async () => {
    const key = uniqueKey('aborted.mp4');
    const { uploadId } = await storage.multipart.create(key, 'video/mp4');
    await Promise.all([1, 2, 3].map((n) => putPart(key, uploadId, n, randomBytes(2048))));
    expect(await s3.uploadsOnDisk()).toContainEqual({ uploadId, parts: [1, 2, 3] });

    expect(await storage.multipart.abort(key, uploadId)).toEqual({ partsLeft: 0 });
    expect((await s3.uploadsOnDisk()).map((upload) => upload.uploadId)).not.toContain(uploadId);
    expect(await storage.multipart.abort(key, uploadId)).toEqual({ partsLeft: 0 });
    expect(await storage.head(key)).toBeNull();

    // A part URL handed out before the abort now leads nowhere.
    const late = await storage.multipart.presignPart(key, uploadId, 4, 300);
    expect((await fetch(late, { method: 'PUT', body: new Uint8Array(10) })).status).toBe(404);
    expect((await s3.uploadsOnDisk()).map((upload) => upload.uploadId)).not.toContain(uploadId);
  });

  it('a tampered or expired part URL is refused by the store, which keeps nothing from it', async () => {
    const key = uniqueKey('tampered.mp4');
    const { uploadId } = await storage.multipart.create(key, 'video/mp4');
    const url = await storage.multipart.presignPart(key, uploadId, 1, 300);
    const signature = new URL(url).searchParams.get('X-Amz-Signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 2 * 3600 * 1000);
    const expired = await storage.multipart.presignPart(key, uploadId, 1, 60).finally(() => vi.useRealTimers());

    const tampered = [
      url.replace('partNumber=1&', 'partNumber=2&'),
      url.replace(`X-Amz-Signature=${signature}`, `X-Amz-Signature=${flipped}`),
      url.replace('X-Amz-Expires=300', 'X-Amz-Expires=3000'),
      url.replace(`/${key}?`, `/${key.replace('tampered', 'hijacked')}?`),
      expired,
    ];
    for (const address of tampered) {
      const answer = await fetch(address, { method: 'PUT', body: new Uint8Array(10) });
      expect(answer.status, address).toBe(403);
      expect(answer.headers.get('etag')).toBeNull();
    }
    expect(await s3.uploadsOnDisk()).toContainEqual({ uploadId, parts: [] });
    expect((await fetch(url, { method: 'PUT', body: new Uint8Array(10) })).status).toBe(200);
    await storage.multipart.abort(key, uploadId);
  });
});

describe('store errors', () => {
  const storeError = (code: string, status: number) => Object.assign(new Error(code), { name: code, $metadata: { httpStatusCode: status } });

  it.each(['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall', 'EntityTooLarge', 'NoSuchUpload', 'MalformedXML'])(
    "the store's %s is the client's fault: a MultipartRefused",
    (code) => {
      expect(refusalFromStore(storeError(code, 400))).toBeInstanceOf(MultipartRefused);
    },
  );

  it.each([['AccessDenied', 403], ['InternalError', 500], ['SlowDown', 503]] as const)('the store\'s %s is passed on as it is', (code, status) => {
    const error = storeError(code, status);
    expect(refusalFromStore(error)).toBe(error);
  });

  it('a credential pair is both or neither', () => {
    expect(() => s3ObjectStorage({ ...options, secretAccessKey: undefined })).toThrow(/both an access key id and a secret access key/);
  });
});

describe('STORAGE=s3', () => {
  it('gives the s3 driver on the configured bucket, with UPLOAD_MAX_BYTES as its cap', async () => {
    const config = loadConfig({ ...s3Env(s3), UPLOAD_MAX_BYTES: String(UPLOAD_MIN_PART_BYTES) });
    const configured = createObjectStorage(config);
    expect(configured.localAddresses).toBeUndefined();

    await configured.put('images/configured.png', text('through the config'), 'image/png');
    expect(await storage.get('images/configured.png')).toMatchObject({ bytes: text('through the config'), contentType: 'image/png' });

    const key = uniqueKey('capped.mp4');
    const { uploadId } = await configured.multipart.create(key, 'video/mp4');
    const parts = [
      { partNumber: 1, etag: await putPart(key, uploadId, 1, randomBytes(UPLOAD_MIN_PART_BYTES)) },
      { partNumber: 2, etag: await putPart(key, uploadId, 2, text('one more')) },
    ];
    await expect(configured.multipart.complete(key, uploadId, parts)).rejects.toThrow(/over the limit of 5242880 bytes/);
    expect(await configured.multipart.abort(key, uploadId)).toEqual({ partsLeft: 0 });
  });
});
