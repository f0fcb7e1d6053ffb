/**
 * Calls the app in-process (`app.request()`) the way the SPA does: JSON bodies, a bearer token,
 * and a client address given to the app as @hono/node-server would from the socket.
 */
import type { App } from '../../server/app';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { assertDocumentedAnswer } from './openapi-check';

export type Answer = { status: number; headers: Headers; body: { status: boolean; message: string; data?: unknown } };

export type CallOptions = {
  method?: string;
  /** Sent as JSON; a string is sent as it is (for malformed bodies). */
  body?: unknown;
  token?: string;
  /** Raw Authorization header, for malformed ones. */
  authorization?: string;
  headers?: Record<string, string>;
  ip?: string;
};

export async function call(app: App, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers = new Headers(options.headers);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.authorization !== undefined) headers.set('authorization', options.authorization);
  const body = options.body === undefined || typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const url = path.startsWith('/') ? path : `${ADMIN_API_BASE}${path}`;
  const response = await app.request(
    url,
    { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body },
    { incoming: { socket: { remoteAddress: options.ip ?? '127.0.0.1' } } },
  );
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    return { status: response.status, headers: response.headers, body: { status: false, message: `(not JSON) ${text.slice(0, 200)}` } };
  }
  // Every JSON answer a test gets is also checked against the API document.
  assertDocumentedAnswer(options.method ?? (body === undefined ? 'GET' : 'POST'), url, response.status, parsed);
  return { status: response.status, headers: response.headers, body: parsed };
}

export function login(app: App, email: string, password: string, ip?: string) {
  return call(app, 'auth/login', { body: { email, password }, ...(ip ? { ip } : {}) });
}

export async function signedInToken(app: App, email: string, password: string): Promise<string> {
  const answer = await login(app, email, password);
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.body.message}`);
  return (answer.body.data as { token: string }).token;
}
