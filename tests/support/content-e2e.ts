/**
 * What the content e2e tests share, beside people-e2e.ts: JSON calls of the admin API to create
 * rows fast, subscribing through the public call, and the list screen's parts by role.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { PUBLIC_SUBSCRIBE_PATH } from '../../areas/subscribed-emails/subscribed-email-contract';
import type { ServerProcess } from './server-process';

/** A JSON call of the admin API; throws on anything but success. */
export async function apiJson(server: ServerProcess, token: string, method: 'POST' | 'PUT', call: string, body: unknown) {
  const answer = await fetch(`${server.url}/api/v1/admin/${call}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${call} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as { status: boolean; message: string; data?: unknown };
}

/** A GET of the admin API (views, look-ups), answered as parsed JSON. */
export async function apiGet<T>(server: ServerProcess, token: string, call: string): Promise<T> {
  const answer = await fetch(`${server.url}/api/v1/admin/${call}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${call} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * The platform's public subscribe call. The server limits it per client address, so each test
 * address comes from its own (made-up) client, which a server trusting its proxy reads from
 * X-Forwarded-For.
 */
export async function subscribe(server: ServerProcess, email: string, client: string) {
  const answer = await fetch(`${server.url}${PUBLIC_SUBSCRIBE_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ email }),
  });
  if (!answer.ok) throw new Error(`subscribe answered ${answer.status}: ${await answer.text()}`);
}

/** Polls like expect.poll, with room for a list round trip and the 500 ms search pause. */
export const eventually = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

/** A list's data cells: every cell but the selection checkbox a list with bulk actions puts first. */
export const DATA_CELL = 'td:not([data-column="select"])';
export const DATA_HEADER = 'thead th:not([data-column="select"])';

/** The parts of a list screen, found by role and name as a person would. */
export function listScreen(page: Page, tableName: string) {
  const table = () => page.getByRole('table', { name: tableName });
  const rows = () => table().locator('tbody tr');
  return {
    table,
    rows,
    rowOf: (text: string) => rows().filter({ hasText: text }),
    cell: (row: number, column: number) => rows().nth(row).locator(DATA_CELL).nth(column).innerText(),
    headers: async () => (await table().locator(DATA_HEADER).allInnerTexts()).map((text) => text.trim().toLowerCase()),
    header: (text: string) => table().locator(DATA_HEADER, { hasText: text }),
    summary: () => page.getByText(/^Showing /).innerText(),
    pageButton: (n: number) => page.getByRole('button', { name: `Page ${n}`, exact: true }),
    search: (label: string) => page.getByRole('searchbox', { name: label }),
  };
}

/** Opens an area from the sidebar; groups (Kitchen, Subscriptions) open first when closed. */
export async function openFromSidebar(page: Page, group: string | null, entry: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: entry, exact: true });
  if (group && !(await link.isVisible())) await nav.getByRole('button', { name: group }).click();
  await link.click();
}
