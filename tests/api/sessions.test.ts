/**
 * Issue #32 item 3, "Your sessions" (ASVS 5.0 V7.5.2): an admin sees where they are signed in
 * (address, browser, sign-in time, last use; the current session first) and ends one session or
 * all the others; the super admin ends every session of an admin. An ended session's next call
 * answers 401; nothing else is ended; no one ends a session that is not theirs.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionListResponse } from '../../areas/sessions/sessions-contract';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function signInFrom(email: string, ip: string, userAgent: string): Promise<string> {
  const answer = await call(t.app, 'auth/login', { body: { email, password: FIXTURE_PASSWORD }, ip, headers: { 'user-agent': userAgent } });
  expect(answer.status, answer.body.message).toBe(200);
  return (answer.body.data as { token: string }).token;
}
const alive = async (token: string) => (await call(t.app, 'auth/session', { token })).status;
const listOf = async (token: string) => v.parse(sessionListResponse, (await call(t.app, 'auth/sessions', { token })).body).data.rows;

describe('your sessions', () => {
  it('lists each browser signed in, the current first, with its address, browser and times', async () => {
    // The browser and system read from the User-Agent, so the page need not parse it.
    const safari = { browser: SAFARI, browser_name: 'Mobile Safari 18', system_name: 'iOS', phone: true };
    const firefox = { browser: FIREFOX, browser_name: 'Firefox 140', system_name: 'Linux', phone: false };
    const email = fixtureAdmins.contentManager.email;
    const laptop = await signInFrom(email, '198.51.100.10', FIREFOX);
    t.clock.advance(60_000);
    const phone = await signInFrom(email, '203.0.113.20', SAFARI);
    const fromPhone = await listOf(phone);
    const mine = fromPhone.filter((row) => row.browser === FIREFOX || row.browser === SAFARI);
    expect(mine).toEqual([
      { id: expect.any(Number), created_at: t.clock.now().toISOString(), last_seen_at: t.clock.now().toISOString(), address: '203.0.113.20', ...safari, current: true },
      { id: expect.any(Number), created_at: expect.any(String), last_seen_at: expect.any(String), address: '198.51.100.10', ...firefox, current: false },
    ]);
    expect(fromPhone[0]!.current).toBe(true);
    // A User-Agent that names no browser (a script, or none sent) is read as nothing, not guessed.
    const script = await signInFrom(email, '203.0.113.21', 'curl/8.5.0');
    expect((await listOf(script))[0]).toMatchObject({ browser: 'curl/8.5.0', browser_name: '', system_name: '', phone: false });
    // Another admin's sessions are never in the list.
    const other = await signInFrom(fixtureAdmins.superAdmin.email, '192.0.2.1', FIREFOX);
    expect((await listOf(laptop)).map((row) => row.address)).not.toContain('192.0.2.1');
    expect(await alive(other)).toBe(200);
  });

  it('ends one session: its next call answers 401, the others go on', async () => {
    const email = fixtureAdmins.contentManager.email;
    const keep = await signInFrom(email, '198.51.100.30', FIREFOX);
    const lost = await signInFrom(email, '198.51.100.31', SAFARI);
    const target = (await listOf(keep)).find((row) => row.address === '198.51.100.31')!;
    const ended = await call(t.app, 'auth/sessions/end', { body: { id: target.id }, token: keep });
    expect(ended.status, ended.body.message).toBe(200);
    expect(ended.body).toMatchObject({ message: 'Sessions ended', data: { ended: 1 } });
    expect(await alive(lost)).toBe(401);
    expect(await alive(keep)).toBe(200);
    expect((await listOf(keep)).map((row) => row.id)).not.toContain(target.id);
  });

  it('refuses to end a session of another admin (404, and it goes on), and a bad id (400)', async () => {
    const theirs = await signInFrom(fixtureAdmins.superAdmin.email, '192.0.2.40', FIREFOX);
    const theirId = (await listOf(theirs)).find((row) => row.current)!.id;
    const mine = await signInFrom(fixtureAdmins.contentManager.email, '198.51.100.40', FIREFOX);
    const refused = await call(t.app, 'auth/sessions/end', { body: { id: theirId }, token: mine });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Session not found');
    expect(await alive(theirs)).toBe(200);
    expect((await call(t.app, 'auth/sessions/end', { body: { id: 'x' }, token: mine })).status).toBe(400);
  });

  it('ends every session but the current one', async () => {
    const email = fixtureAdmins.contentManager.email;
    const others = [await signInFrom(email, '198.51.100.50', FIREFOX), await signInFrom(email, '198.51.100.51', SAFARI)];
    const here = await signInFrom(email, '198.51.100.52', FIREFOX);
    const ended = await call(t.app, 'auth/sessions/end-others', { method: 'POST', token: here });
    expect(ended.status).toBe(200);
    expect((ended.body.data as { ended: number }).ended).toBeGreaterThanOrEqual(2);
    for (const token of others) expect(await alive(token)).toBe(401);
    expect(await alive(here)).toBe(200);
    expect((await listOf(here)).map((row) => row.current)).toEqual([true]);
    // Logged on the admin's own account, by the admin.
    const superToken = await signInFrom(fixtureAdmins.superAdmin.email, '192.0.2.50', FIREFOX);
    const log = await call(t.app, 'activity/list', { body: { area: 'account', sort_by: 'created_at', order: 'DESC' }, token: superToken });
    const rows = (log.body.data as { rows: Array<{ action: string; admin_name: string; record_label: string }> }).rows;
    expect(rows.find((row) => row.action === 'sessions-ended')).toMatchObject({ admin_name: 'Cora Content', record_label: 'Cora Content' });
  });
});

describe('the super admin ending an admin’s sessions', () => {
  it('ends every session of that admin and no one else’s; a sub-admin may not, nor for an unknown admin', async () => {
    const content = fixtureAdmins.contentManager;
    const targets = [await signInFrom(content.email, '198.51.100.60', FIREFOX), await signInFrom(content.email, '198.51.100.61', SAFARI)];
    const superToken = await signInFrom(fixtureAdmins.superAdmin.email, '192.0.2.60', FIREFOX);
    const contentId = (await call(t.app, 'auth/session', { token: targets[0] })).body.data as { id: number };

    // A sub-admin cannot, even for their own account's sake: nothing is ended.
    const refused = await call(t.app, 'auth/sessions/end-all', { body: { admin_id: contentId.id }, token: targets[0] });
    expect(refused.status).toBe(403);
    for (const token of targets) expect(await alive(token)).toBe(200);
    expect((await call(t.app, 'auth/sessions/end-all', { body: { admin_id: 987654 }, token: superToken })).status).toBe(404);

    const ended = await call(t.app, 'auth/sessions/end-all', { body: { admin_id: contentId.id }, token: superToken });
    expect(ended.status, ended.body.message).toBe(200);
    expect((ended.body.data as { ended: number }).ended).toBeGreaterThanOrEqual(2);
    for (const token of targets) expect(await alive(token)).toBe(401);
    expect(await alive(superToken)).toBe(200);

    // The log says who ended whose sessions; the refused and unknown ones wrote nothing, and an
    // ending of nothing (the sessions are gone already) writes no second row.
    expect((await call(t.app, 'auth/sessions/end-all', { body: { admin_id: contentId.id }, token: superToken })).body).toMatchObject({ data: { ended: 0 } });
    const log = await call(t.app, 'activity/list', { body: { area: 'account', sort_by: 'created_at', order: 'DESC' }, token: superToken });
    expect(log.status, log.body.message).toBe(200);
    const endings = (log.body.data as { rows: Array<{ action: string; admin_name: string; record_id: number | null; record_label: string }> }).rows.filter((row) => row.action === 'sessions-ended');
    expect(endings.filter((row) => row.record_id === contentId.id && row.admin_name === 'Sam Super')).toEqual([
      expect.objectContaining({ record_label: `${content.firstName} ${content.lastName}` }),
    ]);
  });
});
