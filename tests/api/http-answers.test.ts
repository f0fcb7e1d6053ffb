/**
 * What every API answer says about itself (issue #12 item 11): it is never cached (login token
 * included), while stored images keep their own caching; and a 413 closes the connection it
 * cannot read to the end, saying so, rather than promising keep-alive and then dropping it.
 */
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { newImageKey } from '../../server/uploads/image-key';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { png } from '../support/api-people-images';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const superAdmin = { email: fixtureAdmins.superAdmin.email, password: FIXTURE_PASSWORD };

describe('Cache-Control on API answers', () => {
  it('is no-store on the sign-in answer that carries the token', async () => {
    const answer = await call(t.app, 'auth/login', { body: superAdmin });
    expect(answer.status).toBe(200);
    expect((answer.body.data as { token: string }).token).toEqual(expect.any(String));
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on signed-in answers, refusals and unknown API routes', async () => {
    const token = await signedInToken(t.app, superAdmin.email, superAdmin.password);
    const answers = [
      await call(t.app, 'auth/session', { token }),
      await call(t.app, 'auth/session'),
      await call(t.app, 'auth/login', { body: {} }),
      await call(t.app, '/api/v1/no-such-call'),
      await call(t.app, '/api/v1/health'),
    ];
    expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [401, 'no-store'],
      [400, 'no-store'],
      [404, 'no-store'],
      [200, 'no-store'],
    ]);
  });

  it('leaves a stored image its year of caching', async () => {
    const key = newImageKey('png');
    await t.storage.put(key, png(120, 120, [1, 2, 3]), 'image/png');
    const response = await t.app.request(`/api/v1/files/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

/** What a client reads on its socket after sending `head` and `sent` bytes of a larger body: the answer and whether the server closed. */
function sendPartOfABody(server: Server, head: string, sent: number): Promise<{ answer: string; closedByServer: boolean }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => {
      resolve({ answer, closedByServer: true });
      socket.destroy();
    });
    socket.on('error', (error) => (answer ? resolve({ answer, closedByServer: true }) : reject(error)));
    socket.write(head);
    socket.write(Buffer.alloc(sent, 0x20));
  });
}

describe('a request body over its limit', () => {
  let server: Server;
  beforeAll(async () => {
    server = createAdaptorServer({ fetch: t.app.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is answered 413 with Connection: close, and the server closes the connection', async () => {
    const head = [`POST ${ADMIN_API_BASE}auth/login HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', 'Content-Length: 1000000', '', ''].join('\r\n');

    const { answer, closedByServer } = await sendPartOfABody(server, head, 32 * 1024);

    const [statusLine, ...headerLines] = answer.split('\r\n\r\n')[0]!.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(headerLines.map((line) => line.toLowerCase())).toContain('connection: close');
    expect(answer).toContain('"message":"Request body is too large"');
    expect(closedByServer).toBe(true);
  });
});
