/**
 * Large JSON answers of the admin API (lists, look-ups) travel gzipped when the client accepts it
 * (DESIGN.md section 7), and as plain JSON to a client that does not.
 */
import { gunzipSync } from 'node:zlib';
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
  it('come gzipped to a client that accepts gzip, and decode to the same list', async () => {
    const plain = await list({});
    const plainText = await plain.text();
    const compressed = await list({ 'Accept-Encoding': 'gzip, deflate, br' });
    const bytes = Buffer.from(await compressed.arrayBuffer());

    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(bytes.length).toBeLessThan(plainText.length / 2);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(JSON.parse(plainText));
    expect(JSON.parse(plainText).data.rows).toHaveLength(10);
  });

  it('come as plain JSON to a client that accepts no encoding', async () => {
    const plain = await list({});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).data.rows).toHaveLength(10);
  });
});
