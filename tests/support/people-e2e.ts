/**
 * What the people e2e tests share: signing in through the real login screen, signing in through
 * the API to create rows fast, real PNG files written for file inputs, and the product's outbox.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { solidPng, type Rgb } from '../../server/demo/solid-png';
import { E2E_ADMIN, type ServerProcess } from './server-process';

export async function signInThroughScreen(page: Page, server: ServerProcess) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

/** A bearer token for API calls made by the test itself (seeding rows). */
export async function apiToken(server: ServerProcess): Promise<string> {
  const answer = await fetch(`${server.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  const body = (await answer.json()) as { data: { token: string } };
  return body.data.token;
}

/** POST a multipart call of the admin API; throws on anything but success. */
export async function apiMultipart(server: ServerProcess, token: string, call: string, fields: Record<string, string | Blob | undefined>, method: 'POST' | 'PUT' = 'POST') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value, 'picture.png');
    else form.append(name, value);
  }
  const answer = await fetch(`${server.url}/api/v1/admin/${call}`, { method, headers: { Authorization: `Bearer ${token}` }, body: form });
  if (!answer.ok) throw new Error(`${call} answered ${answer.status}: ${await answer.text()}`);
}

/** Adds a chef through the API and answers its id (found by the list's search on its e-mail). */
export async function apiAddChef(server: ServerProcess, token: string, fields: { name: string; email: string; bio?: string; image?: Blob }): Promise<number> {
  await apiMultipart(server, token, 'chef/add', fields);
  const list = await fetch(`${server.url}/api/v1/admin/chef/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ search: fields.email }),
  });
  const rows = ((await list.json()) as { data: { rows: Array<{ id: number; email: string }> } }).data.rows;
  const found = rows.find((row) => row.email === fields.email);
  if (!found) throw new Error(`the chef ${fields.email} just added is not in the list`);
  return found.id;
}

export const pngBlob = (side: number, colour: Rgb) => new Blob([solidPng(side, side, colour)], { type: 'image/png' });

/** A PNG on disk for a file input, in the server's data folder (removed with it). */
export function writePng(server: ServerProcess, name: string, side: number, colour: Rgb): string {
  const dir = path.join(server.dataDir, 'e2e-images');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, solidPng(side, side, colour));
  return file;
}

export const outboxOf = (server: ServerProcess) => path.join(server.dataDir, 'outbox');

/**
 * Screenshots and axe wait out the toasts of react-hot-toast (shown 2 s, then faded out): until
 * none is left in its container or each has faded to nothing. A short grace first lets a toast
 * that the last step is about to show appear; with none on screen the wait ends there.
 */
export async function waitForToastsToLeave(page: Page) {
  await page.waitForTimeout(300);
  await page.waitForFunction(
    () => {
      const faded = (node: Element | null): boolean => {
        for (let at = node; at && !at.hasAttribute('data-rht-toaster'); at = at.parentElement) {
          if (getComputedStyle(at).opacity === '0') return true;
        }
        return false;
      };
      return [...document.querySelectorAll('[data-rht-toaster] [role="status"], [data-rht-toaster] [role="alert"]')].every(faded);
    },
    undefined,
    { timeout: 10_000, polling: 100 },
  );
}
