/**
 * Issue #33 item 3, the server's side: `GET live` streams the changes committed anywhere in the
 * fleet as Server-Sent Events. Two apps on one database stand for two processes: a change made
 * through one reaches a stream open on the other, through PostgreSQL's LISTEN/NOTIFY. Each
 * stream gets only its role's areas; an event names who changed what, never a value; a change
 * refused or rolled back sends nothing; `Last-Event-ID` resumes with every change missed, in
 * order, and far behind gets one `resync`; a stream ends when its session is signed out and when
 * its process stops.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { recordActivity } from '../../server/activity/record-activity';
import { LIVE_RESUME_MAX, liveChange, type LiveChange } from '../../src/api/contract/live';
import { ADMIN_API_BASE } from '../../src/api/contract/paths';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { callForm } from '../support/api-people-requests';
import { call, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let a: TestApp;
let b: TestApp;
let superToken: string;
let contentToken: string;

beforeAll(async () => {
  a = await openTestApp({ live: true, env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  b = await openTestApp({ live: true, databaseUrl: a.databaseUrl, env: { LOGIN_MAX_ATTEMPTS: '1000' } });
  superToken = await signedInToken(a.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
  contentToken = await signedInToken(b.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

type Stream = { status: number; next(ms?: number): Promise<EventSourceMessage>; nextChange(ms?: number): Promise<LiveChange>; ended(ms?: number): Promise<boolean>; close(): void };

/** A stream of `app` as a browser opens it, its events parsed by a real SSE parser. */
async function openStream(app: TestApp, token: string, lastEventId?: number | string): Promise<Stream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const answer = await app.app.request(`${ADMIN_API_BASE}live`, { headers, signal: abort.signal });
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  let done = false;
  const read = (ms: number) =>
    Promise.race([
      reader.read().then((chunk) => {
        if (chunk.done) done = true;
        return chunk;
      }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms)),
    ]);
  const next = async (ms = 3_000) => {
    const chunk = await read(ms);
    if (chunk.done) throw new Error('the stream ended');
    return chunk.value;
  };
  return {
    status: answer.status,
    next,
    // The sign-ins of this file's own tokens (area 'account', a super admin's) may still be on their
    // way to a stream opened right after them: the records' changes are what these tests follow.
    async nextChange(ms) {
      for (;;) {
        const event = await next(ms);
        expect(event.event).toBe('change');
        const change = v.parse(liveChange, JSON.parse(event.data));
        expect(event.id).toBe(String(change.seq));
        if (change.area !== 'account') return change;
      }
    },
    // Whatever events come first (a sign-out's own change, say): whether the stream ends within `ms`.
    async ended(ms = 3_000) {
      const deadline = Date.now() + ms;
      try {
        while (!done && Date.now() < deadline) await read(Math.max(1, deadline - Date.now()));
      } catch {
        // no end within the time
      }
      return done;
    },
    close: () => abort.abort(),
  };
}

const addChef = (app: TestApp, name: string, email: string) => callForm(app.app, 'chef/add', { name, email }, { token: superToken });
const addUser = (app: TestApp, first: string, email: string) =>
  callForm(app.app, 'user/add', { first_name: first, last_name: 'Live', email, password: 'Saffron#Tide2026' }, { token: superToken });
const ok = (answer: { status: number; body: { message: string } }) => expect(answer.status, answer.body.message).toBe(200);

describe('GET live', () => {
  it('brings a change made through one process to a stream open on another, with who, what and which fields', async () => {
    const stream = await openStream(b, superToken);
    expect(stream.status).toBe(200);
    try {
      ok(await addChef(a, 'Ana Roš', 'ana@live.test'));
      const change = await stream.nextChange();
      expect(change).toMatchObject({ area: 'chef', action: 'add', record_label: 'Ana Roš', admin_name: 'Sam Super', record_id: expect.any(Number) });
      // Who and what, never a value: the e-mail typed is not in the event.
      const event = JSON.stringify(change);
      expect(event).not.toContain('ana@live.test');
    } finally {
      stream.close();
    }
  });

  it('sends a role only the areas it opens', async () => {
    const content = await openStream(b, contentToken);
    const all = await openStream(a, superToken);
    try {
      ok(await addUser(a, 'Rui', 'rui@live.test'));
      ok(await addChef(a, 'Clare Smyth', 'clare@live.test'));
      // The super admin gets both; the content manager (no users module) only the chef.
      expect((await all.nextChange()).area).toBe('user');
      expect((await all.nextChange()).area).toBe('chef');
      const first = await content.nextChange();
      expect(first).toMatchObject({ area: 'chef', record_label: 'Clare Smyth' });
    } finally {
      content.close();
      all.close();
    }
  });

  it('sends nothing for a change refused by a rule (rolled back): the next event is the next change', async () => {
    const stream = await openStream(b, superToken);
    try {
      ok(await addChef(a, 'Niko Romito', 'niko@live.test'));
      const added = await stream.nextChange();
      const refused = await addChef(a, 'Niko Again', 'niko@live.test');
      expect(refused.status).toBe(409);
      ok(await addChef(a, 'Massimo Bottura', 'massimo@live.test'));
      const next = await stream.nextChange();
      expect(next).toMatchObject({ record_label: 'Massimo Bottura', seq: added.seq + 1 });
    } finally {
      stream.close();
    }
  });

  it('resumes from Last-Event-ID with every change missed, in order, then goes on live', async () => {
    const first = await openStream(b, superToken);
    ok(await addChef(a, 'Dominique Crenn', 'dominique@live.test'));
    const seen = await first.nextChange();
    first.close();

    ok(await addChef(a, 'Elena Arzak', 'elena@live.test'));
    ok(await addChef(a, 'Ángel León', 'angel@live.test'));
    const resumed = await openStream(a, superToken, seen.seq);
    try {
      const missed = [await resumed.nextChange(), await resumed.nextChange()];
      expect(missed.map((change) => [change.seq, change.record_label])).toEqual([
        [seen.seq + 1, 'Elena Arzak'],
        [seen.seq + 2, 'Ángel León'],
      ]);
      ok(await addChef(b, 'Massimo Live', 'massimo.live@live.test'));
      expect(await resumed.nextChange()).toMatchObject({ seq: seen.seq + 3, record_label: 'Massimo Live' });
    } finally {
      resumed.close();
    }
  });

  it('takes a Last-Event-ID that is not one of its ids as none: the stream opens live', async () => {
    for (const bad of ['abc', '-1', '1e3', '9'.repeat(40), ' ']) {
      const stream = await openStream(b, superToken, bad);
      try {
        expect(stream.status, bad).toBe(200);
        ok(await addChef(a, `Chef ${bad.length}`, `chef${bad.length}.${bad.charCodeAt(0)}@live.test`));
        expect(await stream.nextChange(), bad).toMatchObject({ area: 'chef', action: 'add' });
      } finally {
        stream.close();
      }
    }
  });

  it('answers a client too far behind with one resync, whose id is the newest change', async () => {
    const stream = await openStream(a, superToken);
    ok(await addChef(a, 'Before Many', 'before.many@live.test'));
    const before = await stream.nextChange();
    stream.close();
    const who = { adminId: 1, adminName: 'Sam Super', ip: '127.0.0.1', at: new Date() };
    await a.db.transaction(async (tx) => {
      for (let index = 0; index <= LIVE_RESUME_MAX; index += 1) await recordActivity(tx, who, { action: 'sign-in', area: 'account' });
    });
    const behind = await openStream(b, superToken, before.seq);
    try {
      const event = await behind.next(10_000);
      expect(event.event).toBe('resync');
      expect(event.id).toBe(String(before.seq + LIVE_RESUME_MAX + 1));
    } finally {
      behind.close();
    }
  });

  it('refuses a stream signed out (401), and answers 503 where no hub listens', async () => {
    expect((await call(a.app, 'live', { method: 'GET' })).status).toBe(401);
    const lone = await openTestApp();
    try {
      const token = await signedInToken(lone.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
      const answer = await call(lone.app, 'live', { method: 'GET', token });
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('Live changes unavailable');
    } finally {
      await lone.close();
    }
  });

  it('ends a stream at once when its session is signed out, and refuses it again with 401', async () => {
    const token = await signedInToken(b.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const stream = await openStream(b, token);
    ok(await call(a.app, 'auth/logout', { method: 'POST', token }));
    expect(await stream.ended(3_000)).toBe(true);
    expect((await openStream(b, token)).status).toBe(401);
  });

  it('ends its streams when its process stops, so their browsers reconnect to another', async () => {
    const third = await openTestApp({ live: true, databaseUrl: a.databaseUrl });
    const token = await signedInToken(third.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const stream = await openStream(third, token);
    await third.live!.stop();
    expect(await stream.ended()).toBe(true);
    await third.close();
  });
});
