/**
 * PUT auth/change-password (spec sections 4, 5, 7): the current password must be right, the new
 * one must keep the rules (the change-password wording, trailing spaces included), and success
 * ends every session of that admin. A refused call changes nothing.
 */
import { refusal } from '../support/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED } from '../../server/routes/account';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, login, signedInToken } from '../support/api-requests';
import { openTestApp, type TestApp } from '../support/test-database';
import { accountState } from './account-support';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '4' } });
});
afterAll(() => t.close());

const change = (token: string | undefined, body: unknown) =>
  call(t.app, 'auth/change-password', { method: 'PUT', body, ...(token ? { token } : {}) });

async function refusedWithoutChange(token: string, body: unknown, status: number, message: string) {
  const before = await accountState(t.db);
  const answer = await change(token, body);
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual(refusal(message));
  expect(await accountState(t.db)).toEqual(before);
}

describe('change password', () => {
  it('needs a session', async () => {
    expect((await change(undefined, { old_password: FIXTURE_PASSWORD, new_password: 'Pantry#2027' })).status).toBe(401);
  });

  it('refuses a wrong current password with a clear message', async () => {
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    await refusedWithoutChange(token, { old_password: 'Not#MyPassword1', new_password: 'Pantry#2027' }, 400, CURRENT_PASSWORD_WRONG.message);
  });

  it('refuses weak new passwords with the change-password messages, in the spec order', async () => {
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const cases = [
      ['Sh#1', 'Password must have 8 characters'],
      ['NoSpecial123', 'Password must have at-least one special character '],
      ['Bang!Bang123', 'Password must have at-least one special character '],
      ['lowercase#123', 'Password must have at-least one Capital Letter '],
      ['NoDigits#Here', 'Password must have at-least one Number '],
      ['', 'This field is required'],
    ];
    for (const [password, message] of cases) {
      await refusedWithoutChange(token, { old_password: FIXTURE_PASSWORD, new_password: password }, 400, `new_password: ${message}`);
    }
    await refusedWithoutChange(token, { new_password: 'Pantry#2027' }, 400, 'old_password: This field is required');
  });

  it('changes the password and ends every session of that admin, and only theirs', async () => {
    const { contentManager, superAdmin } = fixtureAdmins;
    const here = await signedInToken(t.app, contentManager.email, FIXTURE_PASSWORD);
    const elsewhere = await signedInToken(t.app, contentManager.email, FIXTURE_PASSWORD);
    const someoneElse = await signedInToken(t.app, superAdmin.email, FIXTURE_PASSWORD);

    const answer = await change(here, { old_password: FIXTURE_PASSWORD, new_password: 'Pantry#2027' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, ...PASSWORD_CHANGED });

    expect((await call(t.app, 'auth/session', { token: here })).status).toBe(401);
    expect((await call(t.app, 'auth/session', { token: elsewhere })).status).toBe(401);
    expect((await call(t.app, 'auth/session', { token: someoneElse })).status).toBe(200);
    expect((await login(t.app, contentManager.email, FIXTURE_PASSWORD)).status).toBe(401);
    expect((await login(t.app, contentManager.email, 'Pantry#2027')).status).toBe(200);
  });

  it('stops guessing the current password after the sign-in limit', async () => {
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    // One wrong try was spent above; the limit is four.
    for (let i = 0; i < 3; i += 1) expect((await change(token, { old_password: `Wrong#${i}abcde`, new_password: 'Pantry#2027' })).status).toBe(400);
    const blocked = await change(token, { old_password: FIXTURE_PASSWORD, new_password: 'Pantry#2027' });
    expect(blocked.status).toBe(429);
  });
});
