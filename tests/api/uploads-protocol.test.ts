/**
 * The chunked video upload end to end on the local driver (spec section 7 "Video upload";
 * DESIGN.md section 5): real bytes in 5 MiB parts sent at once and out of order, assembled byte for
 * byte; every refusal of finalize assembles nothing and keeps the parts; abort removes them; a
 * pair of fileId and fileKey works only for the admin who began it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_API_BASE } from '../../src/api/contract/paths';
import { call } from '../support/api-requests';
import {
  abortAnswer,
  cut,
  finalizeAnswer,
  initialize,
  initializeAnswer,
  MIB,
  newVideoName,
  objectFile,
  openUploadApp,
  partsFolder,
  presign,
  presignAnswer,
  putPart,
  sendParts,
  sha256,
  videoBytes,
  uploadRow,
  type Upload,
  type UploadApp,
} from '../support/api-uploads';

let t: UploadApp;
beforeAll(async () => {
  t = await openUploadApp();
});
afterAll(() => t.close());

const rowOf = (upload: Upload) => uploadRow(t, upload);
const partFiles = (upload: Upload) => (existsSync(partsFolder(t, upload)) ? readdirSync(partsFolder(t, upload)).filter((name) => /^\d+\./.test(name)) : []);

/** An upload with three full parts and a short last one, all sent; answers the finalize list. */
async function sentUpload(size = 3 * 5 * MIB + 123_457) {
  const bytes = videoBytes(size);
  const upload = await initialize(t);
  const list = await sendParts(t, upload, cut(bytes));
  return { bytes, upload, list };
}

/** Finalize refused with the message; nothing assembled, the parts and the row kept. */
async function expectRefusedKeepingParts(upload: Upload, parts: unknown, message: string | RegExp) {
  const before = partFiles(upload).sort();
  const answer = await finalizeAnswer(t, { ...upload, parts });
  expect(answer.status).toBe(400);
  expect(answer.body.status).toBe(false);
  expect(answer.body.message).toMatch(message);
  expect(existsSync(objectFile(t, upload))).toBe(false);
  expect(partFiles(upload).sort()).toEqual(before);
  expect(await rowOf(upload)).toBeDefined();
}

describe('a video uploaded in parts', () => {
  it('is assembled byte for byte from parts sent at once and out of order, and its parts are removed', async () => {
    const { bytes, upload, list } = await sentUpload();
    expect(upload.fileKey).toMatch(/^videos\/[a-f0-9]{8}_\d+\.mp4$/);
    expect(list).toHaveLength(4);

    const answer = await finalizeAnswer(t, { ...upload, parts: list });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Video uploaded', code: 'upload.done', data: { size: bytes.byteLength } });
    expect(sha256(readFileSync(objectFile(t, upload)))).toBe(sha256(bytes));
    expect(await t.storage.head(upload.fileKey)).toEqual({ size: bytes.byteLength, contentType: 'video/mp4' });
    expect(existsSync(partsFolder(t, upload))).toBe(false);
    expect(await rowOf(upload)).toBeUndefined();
  });

  it('takes a video of a single part under 5 MiB', async () => {
    const bytes = videoBytes(400_000);
    const upload = await initialize(t);
    const list = await sendParts(t, upload, [bytes]);
    const answer = await finalizeAnswer(t, { ...upload, parts: list });
    expect(answer.status).toBe(200);
    expect(sha256(readFileSync(objectFile(t, upload)))).toBe(sha256(bytes));
  });

  it('takes ETags with or without their quotes', async () => {
    const { bytes, upload, list } = await sentUpload(5 * MIB + 10);
    expect(list[0]!.ETag).toMatch(/^"[0-9a-f]{32}"$/);
    const unquoted = list.map((part, index) => ({ ...part, ETag: index === 0 ? part.ETag.replaceAll('"', '') : part.ETag }));
    expect((await finalizeAnswer(t, { ...upload, parts: unquoted })).status).toBe(200);
    expect(sha256(readFileSync(objectFile(t, upload)))).toBe(sha256(bytes));
  });

  it('keeps the last copy of a part sent twice', async () => {
    const bytes = videoBytes(5 * MIB + 1000);
    const [first, last] = cut(bytes);
    const upload = await initialize(t);
    const urls = await presign(t, upload, 2);
    await putPart(t, urls.get(2)!, Buffer.from('an earlier, wrong tail'));
    const list = [
      { PartNumber: 1, ETag: (await putPart(t, urls.get(1)!, first!)).etag! },
      { PartNumber: 2, ETag: (await putPart(t, urls.get(2)!, last!)).etag! },
    ];
    expect(partFiles(upload)).toHaveLength(2);
    expect((await finalizeAnswer(t, { ...upload, parts: list })).status).toBe(200);
    expect(sha256(readFileSync(objectFile(t, upload)))).toBe(sha256(bytes));
  });

  it('hands out fresh addresses for only the parts asked (partNumbers), signed for each part', async () => {
    const upload = await initialize(t);
    const all = await presign(t, upload, 3);
    expect([...all.keys()]).toEqual([1, 2, 3]);
    for (const [partNumber, url] of all) expect(url).toMatch(new RegExp(`^/api/v1/uploads/parts/${upload.fileId}/${partNumber}\\?expires=\\d+&signature=[\\w-]{43}$`));

    const again = await presign(t, upload, 3, [3, 2, 3]);
    expect([...again.keys()]).toEqual([3, 2]);

    const beyond = await presignAnswer(t, { ...upload, parts: 3, partNumbers: [4] });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe('partNumbers: part 4 is beyond the 3 parts of this upload');
  });
});

describe('finalize refuses, assembling nothing and keeping the parts', () => {
  it('a wrong ETag', async () => {
    const { upload, list } = await sentUpload();
    const wrong = list.map((part, index) => (index === 1 ? { ...part, ETag: '"0123456789abcdef0123456789abcdef"' } : part));
    await expectRefusedKeepingParts(upload, wrong, 'The ETag given for part 2 is not the ETag of the part received');
  });

  it('a part that was never uploaded', async () => {
    const { upload, list } = await sentUpload();
    const withMissing = [...list, { PartNumber: 5, ETag: list[0]!.ETag }];
    await expectRefusedKeepingParts(upload, withMissing, 'Part 5 was not uploaded');
  });

  it('a list out of order, or naming a part twice', async () => {
    const { upload, list } = await sentUpload();
    await expectRefusedKeepingParts(upload, [list[1], list[0], list[2], list[3]], 'parts must be listed once each, in ascending order of PartNumber: part 1 comes after part 2');
    await expectRefusedKeepingParts(upload, [list[0], list[0], list[1]], /part 1 comes after part 1/);
  });

  it('a part under 5 MiB that is not the last', async () => {
    const bytes = videoBytes(3 * MIB + 3 * MIB);
    const upload = await initialize(t);
    const list = await sendParts(t, upload, cut(bytes, 3 * MIB));
    await expectRefusedKeepingParts(upload, list, `Part 1 is ${3 * MIB} bytes: every part but the last must be at least 5242880 bytes (5 MiB)`);
  });

  it('but assembles only the parts listed: a skipped part number is allowed, as in S3', async () => {
    const { upload, list } = await sentUpload();
    const answer = await finalizeAnswer(t, { ...upload, parts: [list[0], list[2]] });
    expect(answer.status).toBe(200);
    expect((await t.storage.head(upload.fileKey))?.size).toBe(10 * MIB);
  });

  it('an empty or malformed part list, by the contract', async () => {
    const upload = await initialize(t);
    const empty = await finalizeAnswer(t, { ...upload, parts: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('parts: parts must not be empty');
    const zero = await finalizeAnswer(t, { ...upload, parts: [{ PartNumber: 0, ETag: 'x' }] });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('parts.0.PartNumber: PartNumber starts at 1');
  });

  it('bytes that are not a video: the object is deleted, the upload forgotten, and a 400 says why', async () => {
    const upload = await initialize(t);
    const text = Buffer.from('<html><body>not a video at all</body></html>'.repeat(100));
    const list = await sendParts(t, upload, [text]);

    const answer = await finalizeAnswer(t, { ...upload, parts: list });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The uploaded file is not a video: upload an MP4, MOV, M4V, WebM, MKV or OGV file');
    expect(existsSync(objectFile(t, upload))).toBe(false);
    expect(await t.storage.head(upload.fileKey)).toBeNull();
    expect(existsSync(partsFolder(t, upload))).toBe(false);
    expect(await rowOf(upload)).toBeUndefined();
  });

  it('an MP4 under a .webm name: the bytes must be the container the name says', async () => {
    const upload = await initialize(t, newVideoName('webm'));
    const list = await sendParts(t, upload, [videoBytes(300_000)]);
    const answer = await finalizeAnswer(t, { ...upload, parts: list });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The uploaded file is a video/mp4 video, not the .webm its name says: upload it under a name with its own extension');
    expect(await t.storage.head(upload.fileKey)).toBeNull();
  });
});

describe('an upload belongs to the admin who began it, under its own key', () => {
  it("answers 404 to another admin's presign, finalize and abort, and leaves the upload whole", async () => {
    const { upload, list } = await sentUpload(5 * MIB + 99);
    for (const answer of [
      await presignAnswer(t, { ...upload, parts: 2 }, t.otherToken),
      await finalizeAnswer(t, { ...upload, parts: list }, t.otherToken),
      await abortAnswer(t, upload, t.otherToken),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('No upload in progress with this fileId and fileKey');
    }
    expect(partFiles(upload)).toHaveLength(2);
    expect((await finalizeAnswer(t, { ...upload, parts: list })).status).toBe(200);
  });

  it('answers 404 to a fileId with another upload’s fileKey, either way round', async () => {
    const one = await sentUpload(5 * MIB + 1);
    const two = await initialize(t);
    const swapped = [
      { fileId: one.upload.fileId, fileKey: two.fileKey },
      { fileId: two.fileId, fileKey: one.upload.fileKey },
    ];
    for (const pair of swapped) {
      expect((await finalizeAnswer(t, { ...pair, parts: one.list })).status).toBe(404);
      expect((await presignAnswer(t, { ...pair, parts: 1 })).status).toBe(404);
      expect((await abortAnswer(t, pair)).status).toBe(404);
    }
    expect(existsSync(objectFile(t, one.upload))).toBe(false);
    expect(existsSync(objectFile(t, two))).toBe(false);
    expect(partFiles(one.upload)).toHaveLength(2);
  });

  it('refuses every upload call without a bearer token (401)', async () => {
    for (const path of ['initializeMultipartUpload', 'getMultipartPreSignedUrls', 'finalizeMultipartUpload', 'abortMultipartUpload']) {
      const answer = await call(t.app, `${UPLOAD_API_BASE}uploads/${path}`, { body: { name: newVideoName() } });
      expect(answer.status).toBe(401);
    }
  });
});

describe('initialize', () => {
  it('refuses a name that is not a video name (400 naming the field)', async () => {
    for (const name of ['../../etc/passwd', 'abcdefgh_1700000000000.exe', 'short_1700000000000.mp4', 'x'.repeat(300)]) {
      const answer = await initializeAnswer(t, { name });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('name: name must be a video name: 8 letters or digits, _, a timestamp and a video extension');
    }
  });

  it('refuses a name already being uploaded, or already stored (409)', async () => {
    const name = newVideoName();
    const upload = await initialize(t, name);
    const again = await initializeAnswer(t, { name }, t.otherToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This video is already being uploaded');

    const list = await sendParts(t, upload, [videoBytes(300_000)]);
    expect((await finalizeAnswer(t, { ...upload, parts: list })).status).toBe(200);
    const stored = await initializeAnswer(t, { name });
    expect(stored.status).toBe(409);
    expect(stored.body.message).toBe('A video with this name is already stored: choose the video again for a new name');
  });

  it('records the upload for its admin', async () => {
    const upload = await initialize(t);
    expect(await rowOf(upload)).toMatchObject({ uploadId: upload.fileId, objectKey: upload.fileKey });
  });
});

describe('abort', () => {
  it('removes every part and the upload, answers partsLeft 0, and the part addresses stop working', async () => {
    const { upload, list } = await sentUpload();
    const urls = await presign(t, upload, 4);
    expect(partFiles(upload)).toHaveLength(4);

    const answer = await abortAnswer(t, upload);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Upload aborted', code: 'upload.aborted', data: { partsLeft: 0 } });
    expect(existsSync(partsFolder(t, upload))).toBe(false);
    expect(await rowOf(upload)).toBeUndefined();
    const late = await putPart(t, urls.get(1)!, Buffer.from('late'));
    expect(late.status).toBe(404);
    expect(late.message).toBe('No upload in progress for this address: it was finished, aborted or never begun');
    expect(existsSync(partsFolder(t, upload))).toBe(false);
    expect((await finalizeAnswer(t, { ...upload, parts: list })).status).toBe(404);
    expect((await abortAnswer(t, upload)).status).toBe(404);
  });
});
