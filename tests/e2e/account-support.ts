/**
 * What the account journeys need from the running product besides the browser: its outbox
 * (DATA_DIR/outbox, where the OTP and the set-password link land), and a new admin added the
 * way the admin area adds one (sub-admin/add), whose e-mailed link the journey then follows.
 */
import { join } from 'node:path';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { readOutbox, type ReceivedMail } from '../support/outbox';

export const outboxFiles = async (dataDir: string) => new Set((await readOutbox(join(dataDir, 'outbox'))).map((mail) => mail.file));

/** The first new mail to `to` (not among `seen`) in which `pattern` matches: that match. */
export async function waitForMailMatch(dataDir: string, to: string, seen: ReadonlySet<string>, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(join(dataDir, 'outbox'))).filter((mail: ReceivedMail) => mail.to.includes(to) && !seen.has(mail.file));
    const found = mails.map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const waitForOtp = (dataDir: string, to: string, seen: ReadonlySet<string>) => waitForMailMatch(dataDir, to, seen, /\b(\d{6})\b/);

async function api<T>(url: string, path: string, init: RequestInit & { token?: string }): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${url}${ADMIN_API_BASE}${path}`, { ...init, headers });
  const body = (await response.json()) as { status: boolean; message: string; data?: unknown };
  if (!response.ok || !body.status) throw new Error(`${path}: ${response.status} ${body.message}`);
  return body.data as T;
}

/** Adds a sub-admin as `signedIn` (sub-admin/add mails them the link) and answers the mailed link. */
export async function addedAdminLink(
  server: { dataDir: string; url: string },
  signedIn: { email: string; password: string },
  admin: { email: string; firstName: string; lastName: string },
): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const { token } = await api<{ token: string }>(server.url, 'auth/login', { method: 'POST', headers: json, body: JSON.stringify(signedIn) });
  const { rows } = await api<{ rows: Array<{ id: number; role: string }> }>(server.url, 'sub-admin/admin-role', { token });
  const form = new FormData();
  form.set('first_name', admin.firstName);
  form.set('last_name', admin.lastName);
  form.set('email', admin.email);
  form.set('admin_role_id', String(rows.find((row) => row.role === 'Support')!.id));
  const seen = await outboxFiles(server.dataDir);
  await api(server.url, 'sub-admin/add', { method: 'POST', body: form, token });
  await api(server.url, 'auth/logout', { method: 'POST', token });
  return waitForMailMatch(server.dataDir, admin.email, seen, /(https?:\/\/\S+\/set-Password\/\S+)/);
}

/** A Support sub-admin added as the admin area adds one, their password set through the mailed link: ready to sign in. */
export async function addedSupportAdmin(
  server: { dataDir: string; url: string },
  signedIn: { email: string; password: string },
  admin: { email: string; firstName: string; lastName: string; password: string },
): Promise<void> {
  const link = new URL(await addedAdminLink(server, signedIn, admin));
  const [, , iv, data] = link.pathname.split('/');
  await api(server.url, 'sub-admin/set-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ new_password: admin.password, iv: decodeURIComponent(iv!), data: decodeURIComponent(data!) }),
  });
}
