/**
 * Helpers of the people API tests: multipart calls the way the SPA sends its forms, the files in
 * an app's object storage, and snapshots of a table to show that a refused call changed nothing.
 */
import { readdir } from 'node:fs/promises';
import { asc, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { App } from '../../server/app';
import type { Database } from '../../server/db/client';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { expect } from 'vitest';
import type { Answer } from './api-requests';
import { assertDocumentedAnswer } from './openapi-check';
import { mailSettled } from './mail-settled';
import { readOutbox } from './outbox';
import type { TestApp } from './test-database';

/** A list is sent as the field repeated (the class form's meal_icon_id). */
export type FormFields = Record<string, string | number | File | ReadonlyArray<string | number>>;

/** A multipart form call; `fetch` sets the content type with its boundary. */
export async function callForm(
  app: App,
  path: string,
  fields: FormFields,
  options: { token?: string; method?: string } = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one instanceof File ? one : String(one));
  }
  const headers = new Headers();
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  const url = `${ADMIN_API_BASE}${path}`;
  const response = await app.request(url, { method: options.method ?? 'POST', headers, body: form });
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    return { status: response.status, headers: response.headers, body: { status: false, message: `(not JSON) ${text.slice(0, 200)}` } };
  }
  // Every JSON answer a test gets is also checked against the API document.
  assertDocumentedAnswer(options.method ?? 'POST', url, response.status, parsed);
  return { status: response.status, headers: response.headers, body: parsed };
}

/** The objects in a local storage folder (their content-type files aside), sorted; none when it is absent. */
export async function storedObjects(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('~content-type'))
    .map((entry) => entry.name)
    .sort();
}

/** Every row of a table in id order, to compare before and after a call. */
export function snapshot<TTable extends PgTable & { id: AnyColumn }>(db: Database, table: TTable) {
  return db.select().from(table as PgTable).orderBy(asc(table.id));
}

/** The path of a stored image from its answered URL (`/api/v1/files/<key>`). */
export const keyOf = (url: string | null) => (url === null ? null : decodeURIComponent(url.split('/').at(-1)!));

/**
 * Runs a call that must be refused and shows that it changed nothing a person could notice: the
 * rows of the given tables, the files in storage, the mails in the outbox (once the mail queue
 * has settled, so a mail queued by the call would be there).
 */
export async function expectRefusedWithoutChange(
  t: TestApp,
  tables: ReadonlyArray<PgTable & { id: AnyColumn }>,
  run: () => Promise<Answer>,
  status: number,
  message: string | RegExp,
): Promise<void> {
  const state = async () => ({
    rows: await Promise.all(tables.map((table) => snapshot(t.db, table))),
    files: await storedObjects(t.objects),
    mails: await mailSettled(t).then(async () => (await readOutbox(t.outbox)).length),
  });
  const before = await state();
  const answer = await run();
  expect(answer.status, answer.body.message).toBe(status);
  expect(answer.body.status).toBe(false);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
  expect(await state()).toEqual(before);
}
