import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../../src/api/api-error';
import { createApiClient, NO_ANSWER, UNEXPECTED_ANSWER } from '../../src/api/client';
import { envelope, messageEnvelope } from '../../src/api/contract/envelope';
import { freePort } from '../support/server-process';

type Reply = { status: number; body: string; type?: string; buildId?: string };
let reply: Reply;
let lastRequest: IncomingMessage | undefined;
let server: Server;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  server = createServer((request, response) => {
    lastRequest = request;
    request.resume();
    request.on('end', () => {
      response.writeHead(reply.status, { 'Content-Type': reply.type ?? 'application/json', ...(reply.buildId ? { 'X-Build-Id': reply.buildId } : {}) });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port}/api/v1/admin/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (status: number, body: unknown): Reply => ({ status, body: JSON.stringify(body) });

function client(token?: string) {
  const onUnauthorized = vi.fn();
  return { api: createApiClient({ baseURL: base, getToken: () => token, onUnauthorized }), onUnauthorized };
}

const named = envelope(v.object({ name: v.string() }));

describe('API client', () => {
  it('hands the build id of every answer, a refusal too, to onServerBuild', async () => {
    const heard: Array<string | null> = [];
    const api = createApiClient({ baseURL: base, getToken: () => 't', onUnauthorized: vi.fn(), onServerBuild: (id) => heard.push(id) });
    reply = { ...json(200, { status: true, message: 'ok', data: { name: 'Ada' } }), buildId: 'b1' };
    await api.call(named, 'chef/view', { method: 'GET' });
    reply = { ...json(503, { status: false, message: 'down' }), buildId: 'b2' };
    await expect(api.call(named, 'chef/view', { method: 'GET' })).rejects.toBeInstanceOf(ApiError);
    reply = json(200, { status: true, message: 'ok', data: { name: 'Ada' } });
    await api.call(named, 'chef/view', { method: 'GET' });
    expect(heard).toEqual(['b1', 'b2', null]);
  });

  it('carries the stored token as a bearer token', async () => {
    reply = json(200, { status: true, message: 'ok', data: { name: 'Ada' } });
    const answer = await client('tok_1').api.call(named, 'chef/view', { method: 'GET', query: { id: 3 } });
    expect(answer.data.name).toBe('Ada');
    expect(lastRequest?.headers.authorization).toBe('Bearer tok_1');
    expect(lastRequest?.url).toBe('/api/v1/admin/chef/view?id=3');
  });

  it('sends no Authorization header when signed out', async () => {
    reply = json(200, { status: true, message: 'ok' });
    await client().api.call(messageEnvelope, 'auth/login', { method: 'POST', body: { email: 'a@b.co' } });
    expect(lastRequest?.headers.authorization).toBeUndefined();
  });

  it('turns status false into an error with the server message', async () => {
    reply = json(200, { status: false, message: 'Chef not found' });
    await expect(client('t').api.call(messageEnvelope, 'chef/view', { method: 'GET' })).rejects.toEqual(
      new ApiError('Chef not found', 200),
    );
  });

  it('shows the server message of a refusal that has no data, whatever the call expects', async () => {
    reply = json(200, { status: false, message: 'Role not found' });
    await expect(client('t').api.call(named, 'sub-admin/view', { method: 'GET' })).rejects.toEqual(new ApiError('Role not found', 200));
  });

  it('shows the message of an HTTP error answer', async () => {
    reply = json(400, { status: false, message: 'email: Please enter valid email' });
    const error = await client('t').api.call(messageEnvelope, 'x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('email: Please enter valid email');
    expect((error as ApiError).status).toBe(400);
  });

  it("signs out on a 401 to a call that carried a token, with the server's message for the toast", async () => {
    reply = json(401, { status: false, message: 'Your session has expired' });
    const { api, onUnauthorized } = client('expired');
    await expect(api.call(messageEnvelope, 'chef/list', { method: 'POST', body: {} })).rejects.toThrow('Your session has expired');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('Your session has expired');
  });

  it('does not sign out on a 401 to a call made without a token (a refused login)', async () => {
    reply = json(401, { status: false, message: 'Invalid email or password' });
    const { api, onUnauthorized } = client();
    await expect(api.call(messageEnvelope, 'auth/login', { method: 'POST', body: {} })).rejects.toThrow('Invalid email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session on a 403', async () => {
    reply = json(403, { status: false, message: 'Not allowed' });
    const { api, onUnauthorized } = client('t');
    await expect(api.call(messageEnvelope, 'x', { method: 'GET' })).rejects.toThrow('Not allowed');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows the raw answer when it is not an envelope', async () => {
    reply = { status: 502, body: 'Bad gateway from the proxy', type: 'text/plain' };
    await expect(client('t').api.call(messageEnvelope, 'x', { method: 'GET' })).rejects.toThrow('Bad gateway from the proxy');
  });

  it('refuses an answer that breaks the contract', async () => {
    reply = json(200, { status: true, message: 'ok', data: { name: 42 } });
    await expect(client('t').api.call(named, 'x', { method: 'GET' })).rejects.toThrow(UNEXPECTED_ANSWER);
  });

  it('says so when the server cannot be reached', async () => {
    const port = await freePort();
    const api = createApiClient({ baseURL: `http://127.0.0.1:${port}/`, getToken: () => 't', onUnauthorized: vi.fn() });
    await expect(api.call(messageEnvelope, 'x', { method: 'GET' })).rejects.toThrow(NO_ANSWER);
  });

  it('stops a call when its signal aborts, without calling it a server error', async () => {
    reply = json(200, { status: true, message: 'ok' });
    const controller = new AbortController();
    controller.abort();
    const error = await client('t').api.call(messageEnvelope, 'x', { method: 'GET', signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
