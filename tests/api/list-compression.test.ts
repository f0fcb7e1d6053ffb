/**
 * Large JSON answers of the admin API (lists, look-ups) travel compressed when the client accepts
 * it, Brotli first (DESIGN.md section 7), as plain JSON to a client that does not, and an answer
 * under one packet goes plain whatever the client accepts.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import type { TestApp } from '../support/test-database';
import { insertMeals, openSignedInApp } from './content-support';

let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await openSignedInApp());
  await insertMeals(t.db, Array.from({ length: 30 }, (_, n) => ({ mealType: `Slow-cooked meal number ${n}` })));
});
afterAll(() => t.close());

const list = (headers: Record<string, string>) =>
  t.app.request(`${ADMIN_API_BASE}meal-icon/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ page: 1 }),
  });

describe('list answers', () => {
  it.each([
    ['Brotli to a browser that accepts it', 'gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip to a client that accepts only gzip', 'gzip', 'gzip', gunzipSync],
    ['gzip when the client prefers it by weight', 'br;q=0.5, gzip', 'gzip', gunzipSync],
  ] as const)('come as %s, with the right length, and decode to the same list', async (_case, accepted, encoding, decode) => {
    const plain = await list({});
    const plainText = await plain.text();
    const compressed = await list({ 'Accept-Encoding': accepted });
    const bytes = Buffer.from(await compressed.arrayBuffer());

    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(compressed.headers.get('content-length')).toBe(String(bytes.length));
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(bytes.length).toBeLessThan(plainText.length / 2);
    expect(JSON.parse(decode(bytes).toString())).toEqual(JSON.parse(plainText));
    expect(JSON.parse(plainText).data.rows).toHaveLength(10);
  });

  it('under one packet, go plain whatever the client accepts, still saying they vary by it', async () => {
    const small = await t.app.request(`${ADMIN_API_BASE}auth/session`, {
      headers: { authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, br' },
    });
    const text = await small.text();
    expect(small.status).toBe(200);
    expect(text.length).toBeLessThan(1024);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(text).status).toBe(true);
  });

  it('come as plain JSON to a client that accepts no encoding', async () => {
    const plain = await list({});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).data.rows).toHaveLength(10);
  });
});
