/**
 * The video upload protocol through the app's routes on the s3 driver (STORAGE=s3, the AWS SDK)
 * against the local S3-compatible server (tests/support/s3-server.ts): the parts go from `fetch`
 * straight to the presigned bucket URLs the app hands out, finalize has the store assemble them,
 * and the class whose video it is plays it from a presigned bucket link that serves Range requests.
 * The local-driver twin of these tests is uploads-protocol.test.ts.
 */
import { refusal } from '../support/answers';
import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMutationResponse, classViewResponse } from '../../areas/classes/class-contract';
import { UPLOAD_STATUS } from '../../src/constants';
import { VIDEO_URL_TTL_SECONDS } from '../../areas/classes/server/class-view';
import { UPLOAD_NOT_FINALISED } from '../../areas/classes/server/class-video';
import { VIDEO_ALREADY_STORED } from '../../server/routes/uploads';
import { createObjectStorage } from '../../server/storage/create-object-storage';
import { NOT_A_VIDEO } from '../../server/uploads/video-type';
import { callForm } from '../support/api-people-requests';
import { call } from '../support/api-requests';
import {
  abortAnswer,
  cut,
  finalizeAnswer,
  initialize,
  initializeAnswer,
  md5,
  MIB,
  newVideoName,
  presign,
  putPartToStore,
  sendParts,
  sha256,
  uploadRow,
  UPLOAD_MIN_PART_BYTES,
  type Upload,
} from '../support/api-uploads';
import { FIXTURE_VIDEO, writeLargeVideo } from '../support/large-video';
import { s3Env, startLocalS3, type LocalS3 } from '../support/s3-server';
import { testConfig } from '../support/test-database';
import { fullForm, openClassWorld, type ClassWorld } from './classes-support';

let s3: LocalS3;
let world: ClassWorld;
let scratch: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  scratch = mkdtempSync(path.join(os.tmpdir(), 'mise-uploads-s3-'));
  const config = testConfig(s3Env(s3));
  // The storage the server itself would build from STORAGE=s3, not the test's local one.
  world = await openClassWorld({ config, wrapStorage: () => createObjectStorage(config) });
});
afterAll(async () => {
  await world?.t.close();
  await s3?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The admin's side of the upload calls. */
const caller = () => ({ app: world.t.app, token: world.token });
const sendToStore = (upload: Upload, parts: Buffer[]) => sendParts(caller(), upload, parts, putPartToStore);
const finalize = (upload: Upload, parts: unknown) => finalizeAnswer(caller(), { ...upload, parts });

/** The committed MP4 fixture padded to `size` bytes by writeLargeVideo, read back. */
function paddedVideo(size: number): Buffer {
  return readFileSync(writeLargeVideo(path.join(scratch, `${size}.mp4`), size));
}

/** The store's requests from `mark` on that complete a multipart upload (POST ?uploadId). */
const completeCallsSince = (mark: number) => s3.requests.slice(mark).filter((request) => request.method === 'POST' && request.query.includes('uploadId'));
/** The part numbers the store holds for the upload, or undefined once it holds no such upload. */
const partsInStore = async (upload: Upload) => (await s3.uploadsOnDisk()).find((held) => held.uploadId === upload.fileId)?.parts;

/** Finalize refused (400, the message): no object, no CompleteMultipartUpload, the parts and the row kept. */
async function expectRefusedKeepingParts(upload: Upload, parts: unknown, message: string) {
  const before = await partsInStore(upload);
  const mark = s3.requests.length;
  const answer = await finalize(upload, parts);
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual(refusal(message));
  expect(completeCallsSince(mark)).toEqual([]);
  expect(await world.t.storage.head(upload.fileKey)).toBeNull();
  expect(await partsInStore(upload)).toEqual(before);
  expect(await uploadRow(world.t, upload)).toBeDefined();
}

describe("a class's video uploaded through the routes straight to the bucket", () => {
  const name = newVideoName();
  // Three full parts and a short last one.
  const size = 16 * MIB + 12_345;
  let bytes: Buffer;
  let classId: number;
  let upload: Upload;

  const videoStatus = (status: number) => call(world.t.app, 'class-info/video-status', { token: world.token, method: 'PUT', body: { id: classId, video_status: status } });
  const view = async () => v.parse(classViewResponse, (await call(world.t.app, `class-info/view/${classId}`, { token: world.token })).body).data;

  beforeAll(async () => {
    bytes = paddedVideo(size);
    const added = await callForm(world.t.app, 'class-info/add', fullForm(world, { video_name: name, video_original_name: 'pesto.mp4' }), { token: world.token });
    expect(added.status, added.body.message).toBe(200);
    classId = v.parse(classMutationResponse, added.body).data!.id;
  });

  it('is begun, signed, PUT part by part to the store, and assembled by it into the same bytes', async () => {
    const fixture = readFileSync(FIXTURE_VIDEO);
    expect(bytes.subarray(0, fixture.byteLength)).toEqual(fixture);
    expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
    expect((await view()).video_status).toBe(UPLOAD_STATUS.inProgress);

    upload = await initialize(caller(), name);
    expect(upload.fileKey).toBe(`videos/${name}`);
    expect(await partsInStore(upload)).toEqual([]);
    // Not completed while its multipart upload is still open.
    expect((await videoStatus(UPLOAD_STATUS.done)).body).toEqual({ status: false, ...UPLOAD_NOT_FINALISED });

    const parts = cut(bytes);
    expect(parts.map((part) => part.byteLength)).toEqual([UPLOAD_MIN_PART_BYTES, UPLOAD_MIN_PART_BYTES, UPLOAD_MIN_PART_BYTES, MIB + 12_345]);
    const urls = await presign(caller(), upload, parts.length);
    for (const [partNumber, url] of urls) {
      const address = new URL(url);
      expect(address.origin).toBe(s3.endpoint);
      expect(address.pathname).toBe(`/${s3.bucket}/${upload.fileKey}`);
      expect(address.searchParams.get('partNumber')).toBe(String(partNumber));
      expect(address.searchParams.get('uploadId')).toBe(upload.fileId);
      expect(address.searchParams.get('X-Amz-Expires')).toBe(String(world.t.config.uploadUrlTtlSeconds));
    }

    const list = await sendToStore(upload, parts);
    // The ETags the browser reads are the store's: each part's quoted MD5.
    expect(list).toEqual(parts.map((part, index) => ({ PartNumber: index + 1, ETag: `"${md5(part)}"` })));
    expect(await partsInStore(upload)).toEqual([1, 2, 3, 4]);

    const mark = s3.requests.length;
    const answer = await finalize(upload, list);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Video uploaded', code: 'upload.done', data: { size } });
    expect(completeCallsSince(mark)).toHaveLength(1);
    expect(await partsInStore(upload)).toBeUndefined();
    expect(await uploadRow(world.t, upload)).toBeUndefined();
    const stored = await world.t.storage.get(upload.fileKey);
    expect(stored).toMatchObject({ size, contentType: 'video/mp4' });
    expect(sha256(stored!.bytes)).toBe(sha256(bytes));
    // The name is taken now that the bucket holds it.
    expect((await initializeAnswer(caller(), { name })).body).toEqual({ status: false, ...VIDEO_ALREADY_STORED });
  });

  it('then completes the class, whose view plays it from a presigned bucket link that answers Range with 206', async () => {
    expect((await videoStatus(UPLOAD_STATUS.done)).body).toEqual({ status: true, message: 'Video upload completed', code: 'class.video_completed' });
    const read = await view();
    expect(read.video_status).toBe(UPLOAD_STATUS.done);
    const link = new URL(read.video_url!);
    expect(`${link.origin}${link.pathname}`).toBe(`${s3.endpoint}/${s3.bucket}/${upload.fileKey}`);
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(VIDEO_URL_TTL_SECONDS));

    // A player's seek across the seam of parts 1 and 2.
    const [start, end] = [UPLOAD_MIN_PART_BYTES - 100, UPLOAD_MIN_PART_BYTES + 99];
    const seek = await fetch(link, { headers: { Range: `bytes=${start}-${end}` } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(seek.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await seek.arrayBuffer())).toEqual(bytes.subarray(start, end + 1));

    const whole = await fetch(link);
    expect(whole.status).toBe(200);
    expect(sha256(new Uint8Array(await whole.arrayBuffer()))).toBe(sha256(bytes));
  });

  it("lets the browser reach the bucket: its origin is in the app's connect-src and media-src", async () => {
    const csp = (await call(world.t.app, `class-info/view/${classId}`, { token: world.token })).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);
    expect(csp).toContain(`media-src 'self' blob: ${s3.endpoint}`);
  });
});

describe('finalize on the s3 driver refuses, with nothing assembled and the parts kept in the store', () => {
  it('a wrong ETag, or a part the store never received; then the right list assembles', async () => {
    const bytes = paddedVideo(2 * UPLOAD_MIN_PART_BYTES + 1000);
    const upload = await initialize(caller());
    const list = await sendToStore(upload, cut(bytes));
    expect(await partsInStore(upload)).toEqual([1, 2, 3]);

    const wrong = list.map((part) => (part.PartNumber === 2 ? { ...part, ETag: '"0123456789abcdef0123456789abcdef"' } : part));
    await expectRefusedKeepingParts(upload, wrong, 'the ETag of part 2 does not match what the store received');
    await expectRefusedKeepingParts(upload, [list[0], list[1], { PartNumber: 4, ETag: list[2]!.ETag }], 'part 4 was not received');

    expect((await finalize(upload, list)).status).toBe(200);
    expect(sha256((await world.t.storage.get(upload.fileKey))!.bytes)).toBe(sha256(bytes));
  });

  it('a part under 5 MiB that is not the last', async () => {
    const upload = await initialize(caller());
    const list = await sendToStore(upload, cut(paddedVideo(6 * MIB), 3 * MIB));
    await expectRefusedKeepingParts(upload, list, `part 1 is ${3 * MIB} bytes; every part but the last must be at least ${UPLOAD_MIN_PART_BYTES} bytes`);
    expect((await abortAnswer(caller(), upload)).status).toBe(200);
  });

  it('bytes that are not a video: assembled, then deleted from the bucket, and the upload forgotten', async () => {
    const upload = await initialize(caller());
    const list = await sendToStore(upload, [Buffer.from('<html><body>not a video at all</body></html>'.repeat(100))]);

    const answer = await finalize(upload, list);

    expect(answer.body).toEqual({ status: false, message: NOT_A_VIDEO, code: 'upload.refused', values: { problem: NOT_A_VIDEO } });
    expect(answer.status).toBe(400);
    expect(await world.t.storage.head(upload.fileKey)).toBeNull();
    expect(await partsInStore(upload)).toBeUndefined();
    expect(await uploadRow(world.t, upload)).toBeUndefined();
  });
});

describe('abort on the s3 driver', () => {
  it('has the store drop the upload and every part; a part URL handed out before leads nowhere', async () => {
    const upload = await initialize(caller());
    const list = await sendToStore(upload, cut(paddedVideo(UPLOAD_MIN_PART_BYTES + 2000)));
    const late = (await presign(caller(), upload, 3, [3])).get(3)!;
    expect(await partsInStore(upload)).toEqual([1, 2]);

    const answer = await abortAnswer(caller(), upload);

    expect(answer.body).toEqual({ status: true, message: 'Upload aborted', code: 'upload.aborted', data: { partsLeft: 0 } });
    expect(await partsInStore(upload)).toBeUndefined();
    expect(await uploadRow(world.t, upload)).toBeUndefined();
    expect(await putPartToStore(late, Buffer.from('late'))).toEqual({ status: 404, etag: null, message: 'NoSuchUpload' });
    expect(await partsInStore(upload)).toBeUndefined();
    expect(await world.t.storage.head(upload.fileKey)).toBeNull();
    expect((await finalize(upload, list)).status).toBe(404);
    expect((await abortAnswer(caller(), upload)).status).toBe(404);
  });
});
