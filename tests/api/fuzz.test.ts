/**
 * DESIGN.md section 5: no input answers 500. Every endpoint of the contract (derived from its path
 * tables, so a new call is covered) gets a fixed, bounded set of hostile inputs from a signed-in
 * super admin: malformed JSON, wrong types, NUL bytes, huge numbers and strings, wrong multipart,
 * bad path and query values. Each answer must be a refusal (or, for a read, an answer) and never
 * a 500, and no row of any table may change. Every answer carries a code of the table of answers
 * and that code's English (issue #14 item 4). The inputs are the same on every run.
 */
import { trashPaths } from '../../areas/trash/trash-contract';
import { envelopeProblem } from '../support/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { passkeyPaths } from '../../src/api/contract/passkeys';
import { sessionPaths } from '../../areas/sessions/sessions-contract';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, signedInToken } from '../support/api-requests';
import { livePaths } from '../../src/api/contract/live';
import { contractEndpoints, contractSchemaKeys, type Endpoint } from '../support/contract-endpoints';
import { databaseFingerprint } from '../support/database-fingerprint';
import { assertDocumentedAnswer } from '../support/openapi-check';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
});
afterAll(() => t.close());

/**
 * Signing out ends the session the fuzz runs on, whatever it is sent; the live stream reads no
 * input but its `Last-Event-ID` and stays open (tests/api/live-changes.test.ts). Both have tests
 * of their own.
 */
const NOT_FUZZED = new Set(['auth/logout', livePaths.stream]);
/**
 * Calls that read nothing from their request (ending the admin's other sessions, the options to
 * sign in with a passkey): whatever is sent, they answer as without it; here, with the fuzz's
 * session the admin's only one, they end none, so the database check below still holds them to
 * changing nothing.
 */
const TAKES_NO_INPUT = new Set<string>([sessionPaths.endOthers, passkeyPaths.signInOptions]);
/** A bulk call answers per row (issue #15 item 3), as the trash's do (issue #33 item 2): 200 with every row refused is a refusal. */
const PER_ROW = new Set<string>([trashPaths.restore, trashPaths.remove]);
const everyRowRefused = (endpoint: Endpoint, text: string) => {
  if (!endpoint.path.includes('/bulk-') && !PER_ROW.has(endpoint.path)) return false;
  try {
    return (JSON.parse(text) as { values?: { done?: number } }).values?.done === 0;
  } catch {
    return false;
  }
};

/** No record has this id, so a call that got through would find nothing to change. */
const ABSENT_ID = 2_147_483_647;
/** Good values of the fields that are numbers; every other field gets a good text. */
const GOOD_NUMBERS: Record<string, number> = { page: 1, parts: 1, PartNumber: 1 };
const GOOD_TEXT: Record<string, string> = { search: 'fuzz' };
/**
 * Fields that take one of a few words, and the e-mail (whose own rule refuses a NUL byte), keep a
 * good value (or none) in the NUL bodies, so a NUL byte in a free text is what the call meets.
 */
const CHOICES: Record<string, string | undefined> = { is_active: '1', order: 'ASC', sort_by: undefined, email: 'fuzz@mise.test' };
const isId = (key: string) => key === 'id' || key.endsWith('_id');
const goodText = (key: string) => GOOD_TEXT[key] ?? CHOICES[key] ?? (isId(key) ? String(ABSENT_ID) : 'Fuzz text');
/** Fields whose value is a number or an id; a number written as text is a fine value of a free text. */
const isNumberish = (key: string) => key in GOOD_NUMBERS || isId(key);

const HUGE_NUMBERS = [9.3e17, 1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, -1e18];
const HUGE_NUMBER_TEXTS = ['9'.repeat(40), '1e308', '9300000000000000000', '-9223372036854775809', '1.5', '0x10'];
const NUL_TEXTS = (good: string) => [`${good}\u0000`, '\u0000', `a\u0000b${good}`];
const LONG_TEXT = 'x'.repeat(20_000);
// The array holds absent ids: where a list of ids is the right type (a bulk call's `ids`), it still names no row.
const WRONG_TYPES: unknown[] = [{ $ne: '' }, [ABSENT_ID, ABSENT_ID - 1], true, null, -1];

/** Bodies over every field name the contract knows: unused fields are ignored by a call, so each body fits every call. */
function jsonBodies(keys: readonly string[]): Array<[string, string]> {
  const body = (value: (key: string) => unknown) => JSON.stringify(Object.fromEntries(keys.map((key) => [key, value(key)])));
  return [
    ['malformed JSON', '{"page": '],
    ['an empty body', ''],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['a number too big for a double', '1e999'],
    ['deeply nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['an empty object', '{}'],
    ...NUL_TEXTS('').map((_, index): [string, string] => [
      `NUL bytes in every text (${index + 1})`,
      body((key) => (key in GOOD_NUMBERS ? GOOD_NUMBERS[key] : key in CHOICES ? CHOICES[key] : NUL_TEXTS(goodText(key))[index])),
    ]),
    ...HUGE_NUMBERS.map((huge): [string, string] => [`${huge} in every number, no text`, body((key) => (key in GOOD_NUMBERS ? huge : undefined))]),
    ...HUGE_NUMBERS.map((huge): [string, string] => [`${huge} in every field`, body(() => huge)]),
    ...HUGE_NUMBER_TEXTS.map((text): [string, string] => [`"${text}" in every number and id, no text`, body((key) => (isNumberish(key) ? text : undefined))]),
    ['a 20,000-character text in every field', body(() => LONG_TEXT)],
    ...WRONG_TYPES.map((wrong): [string, string] => [`${JSON.stringify(wrong)} in every field`, body(() => wrong)]),
  ];
}

function multipartBodies(keys: readonly string[]): Array<[string, () => { body: BodyInit; type?: string }]> {
  const form = (value: (key: string) => string | Blob | undefined) => () => {
    const data = new FormData();
    for (const key of keys) {
      const one = value(key);
      if (one !== undefined) data.append(key, one);
    }
    return { body: data };
  };
  const notAnImage = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])], { type: 'image/png' });
  return [
    ...NUL_TEXTS('').map((_, index): [string, () => { body: BodyInit }] => [
      `a form with NUL bytes in every text (${index + 1})`,
      form((key) =>
        key === 'image' ? undefined : key in GOOD_NUMBERS ? String(GOOD_NUMBERS[key]) : key in CHOICES ? CHOICES[key] : NUL_TEXTS(goodText(key))[index],
      ),
    ]),
    ...HUGE_NUMBER_TEXTS.map((text): [string, () => { body: BodyInit }] => [
      `a form with "${text}" in every number and id, no text`,
      form((key) => (isNumberish(key) ? text : undefined)),
    ]),
    ['a form with a 20,000-character text in every field', form(() => LONG_TEXT)],
    ['a form whose "image" is text and other fields are good', form((key) => (key === 'image' ? 'not a file' : goodText(key)))],
    ['a form whose files are not images', form(() => new File([notAnImage], 'x.png', { type: 'image/png' }))],
    ['multipart without a boundary', () => ({ body: 'name=x', type: 'multipart/form-data' })],
    ['multipart with a broken body', () => ({ body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx', type: 'multipart/form-data; boundary=b' })],
    ['a urlencoded form with a NUL byte', () => ({ body: 'name=a%00b&email=fuzz%40mise.test&search=%00', type: 'application/x-www-form-urlencoded' })],
    ['plain text', () => ({ body: 'hello', type: 'text/plain' })],
  ];
}

/** Query strings and path segments: every query field the contract knows, each value hostile. */
const QUERY_KEYS = ['id', 'is_active', 'search', 'sort_by', 'order', 'page'];
const queryValues = (key: string) => [NUL_TEXTS(goodText(key))[0]!, '9'.repeat(40), '1e308', '-1', LONG_TEXT];
const PATH_VALUES = ['%00', '1%00', '9'.repeat(40), '1e308', '-1', '1.5', '0', encodeURIComponent(LONG_TEXT.slice(0, 5000))];

/**
 * Statuses a refusal may have (429: the public calls count every attempt, refused or not). A read
 * may also answer 200: its fields are all optional, and a GET without parameters ignores a query.
 */
const REFUSALS = [400, 404, 409, 413, 415, 429];
const isRead = (endpoint: Endpoint) => endpoint.method === 'GET' || endpoint.path.endsWith('/list') || endpoint.path.endsWith('/export');
/** Counting attempts is what a rate limit does (issue #12 item 2); every other table must stay as it was. */
const COUNTS_ATTEMPTS = new Set(['rate_limits']);

async function send(endpoint: Endpoint, address: string, init: { body?: BodyInit; type?: string }) {
  const headers = new Headers({ authorization: `Bearer ${token}` });
  if (init.type) headers.set('content-type', init.type);
  const response = await t.app.request(address, { method: endpoint.method, headers, body: init.body }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
  const text = await response.text();
  return { status: response.status, text };
}

/** What differs from the API document in a JSON answer (support/openapi-check.ts), or null. */
function documentProblem(method: string, address: string, answer: { status: number; text: string }): string | null {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return null; // envelopeProblem names an answer that is not JSON
  }
  try {
    assertDocumentedAnswer(method, address, answer.status, body);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const withParam = (route: string, value: string) => route.replace(/:[a-z_]+$/i, value);

/** The requests sent to one endpoint: [what, address, body]. */
function hostileRequests(endpoint: Endpoint, keys: readonly string[]): Array<[string, string, () => { body?: BodyInit; type?: string }]> {
  const base = withParam(endpoint.route, String(ABSENT_ID));
  const requests: Array<[string, string, () => { body?: BodyInit; type?: string }]> = [];
  if (endpoint.route.includes('/:')) {
    for (const value of PATH_VALUES) requests.push([`path segment ${value.slice(0, 20)}`, withParam(endpoint.route, value), () => ({})]);
  }
  for (const key of endpoint.method === 'GET' ? QUERY_KEYS : []) {
    for (const value of queryValues(key)) {
      const query = new URLSearchParams(QUERY_KEYS.filter((other) => other === key || other !== 'sort_by').map((other) => [other, other === key ? value : goodText(other)]));
      requests.push([`query ${key}=${JSON.stringify(value.slice(0, 20))}`, `${base}?${query}`, () => ({})]);
    }
  }
  if (endpoint.method !== 'GET') {
    for (const [what, body] of jsonBodies(keys)) requests.push([what, base, () => ({ body, type: 'application/json' })]);
    for (const [what, body] of multipartBodies(keys)) requests.push([what, base, body]);
  }
  return requests;
}

describe('every endpoint of the contract refuses hostile input without a 500 and without changing a row', () => {
  it('knows a route for every path of the contract', () => {
    expect(contractEndpoints(t.app).unrouted).toEqual([]);
  });

  it('covers the whole contract', () => {
    const { endpoints } = contractEndpoints(t.app);
    // 10 lists, their add/edit/view/status/delete, look-ups, the account and upload calls.
    expect(endpoints.length).toBeGreaterThanOrEqual(60);
    expect(endpoints.some((e) => e.route === `${ADMIN_API_BASE}chef/list` && e.method === 'POST')).toBe(true);
  });

  it('refuses hostile segments and signatures on the signed file, part and video addresses too', async () => {
    const contract = new Set(contractEndpoints(t.app).endpoints.map((e) => `${e.method} ${e.route}`));
    const signed = t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && r.path.includes('/:') && !contract.has(`${r.method} ${r.path}`));
    expect(signed.length).toBeGreaterThanOrEqual(3);
    const before = await databaseFingerprint(t.db);
    const statuses = new Set<number>();
    const problems: string[] = [];
    for (const route of signed) {
      for (const value of PATH_VALUES) {
        const address = `${route.path.replace(/:[a-z_]+/gi, value)}?expires=${value}&signature=${value}`;
        const answer = await send({ method: route.method, route: route.path, path: route.path }, address, { body: route.method === 'GET' ? undefined : 'x' });
        statuses.add(answer.status);
        const problem = envelopeProblem(answer.text);
        if (problem) problems.push(`${route.method} ${address.slice(0, 80)}: ${problem}`);
      }
    }
    expect([...statuses].filter((status) => status >= 500)).toEqual([]);
    expect(problems).toEqual([]);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('answers every hostile request with a refusal and changes nothing', { timeout: 120_000 }, async () => {
    const keys = contractSchemaKeys();
    const failures: string[] = [];
    let sent = 0;
    for (const endpoint of contractEndpoints(t.app).endpoints) {
      if (NOT_FUZZED.has(endpoint.path)) continue;
      const before = await databaseFingerprint(t.db);
      for (const [what, address, init] of hostileRequests(endpoint, keys)) {
        const answer = await send(endpoint, address, init());
        sent += 1;
        const allowed =
          REFUSALS.includes(answer.status) ||
          (answer.status === 200 && (isRead(endpoint) || TAKES_NO_INPUT.has(endpoint.path) || everyRowRefused(endpoint, answer.text)));
        if (!allowed) failures.push(`${endpoint.method} ${endpoint.route} ${what}: ${answer.status} ${answer.text.slice(0, 120)}`);
        const problem = envelopeProblem(answer.text) ?? documentProblem(endpoint.method, address, answer);
        if (problem) failures.push(`${endpoint.method} ${endpoint.route} ${what}: ${problem}`);
      }
      const after = await databaseFingerprint(t.db);
      const changed = Object.keys(before).filter((table) => !COUNTS_ATTEMPTS.has(table) && before[table] !== after[table]);
      if (changed.length > 0) failures.push(`${endpoint.method} ${endpoint.route} changed ${changed.join(', ')}`);
    }
    console.info(`fuzz: ${sent} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
  });
});

