/**
 * The local driver's presigned part addresses (DESIGN.md section 5): no bearer token, the HMAC
 * signature is the authorisation; expired, tampered or reused for another upload or part, an
 * address is refused with 403 and nothing is written; the ETag header is the part's MD5, quoted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cut,
  finalizeAnswer,
  initialize,
  md5,
  MIB,
  objectFile,
  openUploadApp,
  partsFolder,
  presign,
  putPart,
  sha256,
  videoBytes,
  type Upload,
  type UploadApp,
} from '../support/api-uploads';

let t: UploadApp;
beforeAll(async () => {
  t = await openUploadApp({ UPLOAD_URL_TTL_SECONDS: '600', UPLOAD_MAX_BYTES: String(6 * MIB) });
});
afterAll(() => t.close());

const EXPIRED = 'This part upload address has expired: ask for new addresses (getMultipartPreSignedUrls with partNumbers) and send the part again';
const INVALID = 'This part upload address is not valid for this upload and part number';

const entries = (upload: Upload) => readdirSync(partsFolder(t, upload)).filter((name) => !['upload.json', 'slots'].includes(name));
const bytes = Buffer.from('a small last part');

const flipFirst = (text: string) => `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;

/** Changes one query parameter of an address. */
function withQuery(url: string, name: string, value: string | null): string {
  const parsed = new URL(url, 'http://x');
  if (value === null) parsed.searchParams.delete(name);
  else parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

describe('a part address', () => {
  it('takes the part without a bearer token and answers its MD5, quoted, in the ETag header', async () => {
    const upload = await initialize(t);
    const url = (await presign(t, upload, 1)).get(1)!;

    const answer = await putPart(t, url, bytes);

    expect(answer).toEqual({ status: 200, etag: `"${md5(bytes)}"`, message: 'Part received' });
    expect(entries(upload)).toEqual([`1.${md5(bytes)}.s${bytes.byteLength}`]);
  });

  it('answers a presigned address valid for UPLOAD_URL_TTL_SECONDS', async () => {
    const upload = await initialize(t);
    const url = (await presign(t, upload, 1)).get(1)!;
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    expect(expires).toBe(Math.floor(t.clock.now().getTime() / 1000) + 600);
  });

  it('is refused once expired (403 saying so), and a fresh one for the same part works', async () => {
    const upload = await initialize(t);
    const url = (await presign(t, upload, 2)).get(2)!;
    t.clock.advance(601_000);

    const answer = await putPart(t, url, bytes);

    expect(answer.status).toBe(403);
    expect(answer.message).toBe(EXPIRED);
    expect(entries(upload)).toEqual([]);
    const fresh = (await presign(t, upload, 2, [2])).get(2)!;
    expect((await putPart(t, fresh, bytes)).status).toBe(200);
  });

  it.each([
    ['a changed signature', (url: string) => withQuery(url, 'signature', flipFirst(new URL(url, 'http://x').searchParams.get('signature')!))],
    ['a signature of another length', (url: string) => withQuery(url, 'signature', 'abc')],
    ['no signature', (url: string) => withQuery(url, 'signature', null)],
    ['an expiry pushed later', (url: string) => withQuery(url, 'expires', String(Number(new URL(url, 'http://x').searchParams.get('expires')) + 3600))],
    ['no expiry', (url: string) => withQuery(url, 'expires', null)],
    ['another part number', (url: string) => url.replace('/1?', '/2?')],
    ['a part number that is not one', (url: string) => url.replace('/1?', '/x?')],
  ])('is refused with %s (403), writing nothing', async (_, tamper) => {
    const upload = await initialize(t);
    const url = (await presign(t, upload, 2)).get(1)!;

    const answer = await putPart(t, tamper(url), bytes);

    expect(answer.status).toBe(403);
    expect(answer.message).toBe(INVALID);
    expect(entries(upload)).toEqual([]);
  });

  it("is refused for another upload's id (403), writing nothing in either", async () => {
    const one = await initialize(t);
    const two = await initialize(t);
    const url = (await presign(t, one, 1)).get(1)!;

    const answer = await putPart(t, url.replace(one.fileId, two.fileId), bytes);

    expect(answer.status).toBe(403);
    expect(answer.message).toBe(INVALID);
    expect(entries(one)).toEqual([]);
    expect(entries(two)).toEqual([]);
  });

  it('cannot reach outside the parts folder through its upload id', async () => {
    const upload = await initialize(t);
    const url = (await presign(t, upload, 1)).get(1)!;
    const answer = await putPart(t, url.replace(upload.fileId, '..%2F..%2Fvideos'), bytes);
    expect(answer.status).toBe(403);
    expect(existsSync(partsFolder(t, upload))).toBe(true);
  });

  it('refuses a part over UPLOAD_MAX_BYTES with 413, by its Content-Length or as it streams, keeping nothing', async () => {
    const upload = await initialize(t);
    const url = (await presign(t, upload, 1)).get(1)!;
    const tooBig = Buffer.alloc(6 * MIB + 1);

    const declared = await putPart(t, url, tooBig);
    expect(declared.status).toBe(413);
    expect(declared.message).toBe(`A part is at most ${6 * MIB} bytes`);

    // Sent in chunks without a Content-Length, it is cut off once over the limit.
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < tooBig.byteLength; sent += MIB) controller.enqueue(tooBig.subarray(sent, sent + MIB));
        controller.close();
      },
    });
    const response = await t.app.request(url, { method: 'PUT', body: streamed, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(entries(upload)).toEqual([]);
  });

  it('answers 404 with no upload behind it (finished or aborted)', async () => {
    const upload = await initialize(t);
    const url = (await presign(t, upload, 1)).get(1)!;
    await t.storage.multipart.abort(upload.fileKey, upload.fileId);
    const answer = await putPart(t, url, bytes);
    expect(answer.status).toBe(404);
    expect(existsSync(partsFolder(t, upload))).toBe(false);
  });

  it('takes parts over a real HTTP connection (the Node request streamed as it is), as a browser sends them', async () => {
    const server = createAdaptorServer({ fetch: t.app.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const bytes = videoBytes(5 * MIB + 4321);
      const upload = await initialize(t);
      const urls = await presign(t, upload, 2);
      const list = await Promise.all(
        cut(bytes).map(async (part, index) => {
          const response = await fetch(`${origin}${urls.get(index + 1)!}`, { method: 'PUT', body: part as Uint8Array<ArrayBuffer> });
          expect(response.status).toBe(200);
          return { PartNumber: index + 1, ETag: response.headers.get('etag')! };
        }),
      );
      expect(list.map((part) => part.ETag)).toEqual(cut(bytes).map((part) => `"${md5(part)}"`));
      const tooBig = await fetch(`${origin}${urls.get(1)!}`, { method: 'PUT', body: new Uint8Array(6 * MIB + 1) });
      expect(tooBig.status).toBe(413);
      // The rest of that body is never read: the server closes the connection and says so.
      expect(tooBig.headers.get('connection')).toBe('close');

      expect((await finalizeAnswer(t, { ...upload, parts: list })).status).toBe(200);
      expect(sha256(readFileSync(objectFile(t, upload)))).toBe(sha256(bytes));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
