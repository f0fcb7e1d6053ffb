/**
 * GET /api/v1/files/:key serves stored images publicly (an <img> cannot send a token) with their
 * true content type, nosniff and a long cache; anything not shaped like a key we hand out is 404
 * before the storage is asked.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ObjectStorage } from '../../server/storage/object-storage';
import { newImageKey } from '../../server/uploads/image-key';
import { jpeg } from '../support/api-people-images';
import { call } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
const asked: string[] = [];
beforeAll(async () => {
  const spy = (real: ObjectStorage): ObjectStorage => ({
    ...real,
    get: (key) => {
      asked.push(key);
      return real.get(key);
    },
  });
  t = await openTestApp({ wrapStorage: spy });
});
afterAll(() => t.close());
beforeEach(() => {
  asked.length = 0;
});

describe('serving stored images', () => {
  it('answers the bytes with their true type, nosniff and an immutable cache, without a token', async () => {
    const key = newImageKey('jpg');
    const bytes = jpeg(120, 120);
    await t.storage.put(key, bytes, 'image/jpeg');

    const response = await t.app.request(`/api/v1/files/${key}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers 404 in the envelope for a key that holds nothing', async () => {
    const key = newImageKey('png');
    const answer = await call(t.app, `/api/v1/files/${key}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ status: false, message: 'Not found', code: 'request.not_found' });
    expect(asked).toEqual([key]);
  });

  it.each([
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '..',
    'ABCDEF0123456789ABCDEF0123456789.png',
    '0123456789abcdef0123456789abcdef.gif',
    '0123456789abcdef0123456789abcdef.png~content-type',
    '0123456789abcdef0123456789abcde.png',
    '0123456789abcdef0123456789abcdef',
    'index.html',
  ])('answers 404 for %j without asking the storage', async (key) => {
    const answer = await call(t.app, `/api/v1/files/${key}`);
    expect(answer.status).toBe(404);
    expect(asked).toEqual([]);
  });

  it('does not serve the folder itself', async () => {
    expect((await call(t.app, '/api/v1/files/')).status).toBe(404);
    expect((await call(t.app, '/api/v1/files')).status).toBe(404);
  });
});
