/**
 * Password recovery by OTP (spec sections 4 and 7, DESIGN.md section 5) through the real outbox:
 * the whole chain, then every way a code stops working, the same answer for unknown e-mails, and
 * the rate limits. After every refused call the accounts are as they were.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_DEAD, OTP_EXPIRED, OTP_NOT_VALID, OTP_SENT, OTP_USED, wrongOtpMessage } from '../../server/auth/recovery';
import { OTP_TTL_MS } from '../../server/auth/otp';
import { forgotPasswordResponse } from '../../src/api/contract/account';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, login, signedInToken } from '../support/api-requests';
import { readOutbox } from '../support/outbox';
import { openTestApp, type TestApp } from '../support/test-database';
import { accountState, forgot, otpIn, outboxFiles, requestOtp, reset, tokenOf, verify, waitForMail } from './account-support';

const NEW_PASSWORD = 'Pantry#2027';
const WINDOW_MS = 15 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { LOGIN_MAX_ATTEMPTS: '1000' } });
});
afterAll(() => t.close());

/** Each test starts a fresh rate-limit window and uses its own addresses. */
const nextWindow = () => t.clock.advance(WINDOW_MS - (t.clock.now().getTime() % WINDOW_MS));
const mailsTo = async (email: string) => (await readOutbox(t.outbox)).filter((mail) => mail.to.includes(email));

describe('the recovery chain', () => {
  it('mails an OTP, verifies it, resets the password, ends every session, and the new password signs in', async () => {
    nextWindow();
    const { contentManager } = fixtureAdmins;
    const session = await signedInToken(t.app, contentManager.email, FIXTURE_PASSWORD);

    const seen = await outboxFiles(t.outbox);
    const asked = await forgot(t.app, contentManager.email, '10.1.0.1');
    expect(asked.status).toBe(200);
    const { message, data } = v.parse(forgotPasswordResponse, asked.body);
    expect(message).toBe(OTP_SENT.message);
    const mail = await waitForMail(t.outbox, contentManager.email, seen);
    expect(mail.subject).toBe('Your Mise password reset code');
    const claim = { email: contentManager.email, otp: otpIn(mail), otp_token: data.otp_token };

    expect((await verify(t.app, claim, '10.1.0.1')).body).toEqual({ status: true, message: 'OTP verified', code: 'account.otp_verified' });
    const done = await reset(t.app, { ...claim, new_password: NEW_PASSWORD }, '10.1.0.1');
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your password has been reset. Please sign in.');

    expect((await call(t.app, 'auth/session', { token: session })).status).toBe(401);
    expect((await login(t.app, contentManager.email, FIXTURE_PASSWORD)).status).toBe(401);
    expect((await login(t.app, contentManager.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('stores only hashes of the OTP and the otp_token, and never logs the OTP', async () => {
    nextWindow();
    const claim = await requestOtp(t.app, t.outbox, fixtureAdmins.superAdmin.email, '10.1.1.1');
    const { resets } = await accountState(t.db);
    const stored = JSON.stringify(resets);
    expect(stored).not.toContain(claim.otp_token);
    expect(resets.every((row) => row.otpHash.length === 64 && row.otpTokenHash.length === 64)).toBe(true);
    expect(t.logger.lines.join('\n')).not.toContain(claim.otp);
  });

  it('refuses a reused OTP after the reset, for verify and reset alike', async () => {
    nextWindow();
    const email = fixtureAdmins.superAdmin.email;
    const claim = await requestOtp(t.app, t.outbox, email, '10.1.2.1');
    expect((await reset(t.app, { ...claim, new_password: NEW_PASSWORD }, '10.1.2.1')).status).toBe(200);
    const before = await accountState(t.db);

    const again = await reset(t.app, { ...claim, new_password: 'Cardamom#Loft2028' }, '10.1.2.1');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: false, ...OTP_USED });
    expect((await verify(t.app, claim, '10.1.2.1')).body.message).toBe(OTP_USED.message);
    expect(await accountState(t.db)).toEqual(before);
  });

  it('keeps only the newest code: asking again kills the one mailed before', async () => {
    nextWindow();
    const email = fixtureAdmins.superAdmin.email;
    const first = await requestOtp(t.app, t.outbox, email, '10.1.3.1');
    const second = await requestOtp(t.app, t.outbox, email, '10.1.3.1');
    expect((await verify(t.app, first, '10.1.3.1')).body.message).toBe(OTP_EXPIRED.message);
    expect((await verify(t.app, second, '10.1.3.1')).status).toBe(200);
  });
});

describe('codes that stop working', () => {
  it('counts wrong OTPs down, then refuses even the right one', async () => {
    nextWindow();
    const email = fixtureAdmins.superAdmin.email;
    const claim = await requestOtp(t.app, t.outbox, email, '10.2.0.1');
    const wrong = claim.otp === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await verify(t.app, { ...claim, otp: wrong }, '10.2.0.1')).body.message);
    expect(messages).toEqual([4, 3, 2, 1, 0].map((left) => wrongOtpMessage(left).message));
    const before = await accountState(t.db);

    const right = await verify(t.app, claim, '10.2.0.1');
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(OTP_DEAD.message);
    expect((await reset(t.app, { ...claim, new_password: NEW_PASSWORD }, '10.2.0.1')).body.message).toBe(OTP_DEAD.message);
    expect(await accountState(t.db)).toEqual(before);
    expect(before.resets.at(-1)?.failedAttempts).toBe(5);
  });

  it('refuses an OTP after its 10 minutes, and changes nothing', async () => {
    nextWindow();
    const email = fixtureAdmins.superAdmin.email;
    const claim = await requestOtp(t.app, t.outbox, email, '10.2.1.1');
    t.clock.advance(OTP_TTL_MS);
    const before = await accountState(t.db);

    expect((await verify(t.app, claim, '10.2.1.1')).body).toEqual({ status: false, ...OTP_EXPIRED });
    expect((await reset(t.app, { ...claim, new_password: NEW_PASSWORD }, '10.2.1.1')).body.message).toBe(OTP_EXPIRED.message);
    expect(await accountState(t.db)).toEqual(before);
  });

  it('binds an OTP to its otp_token and its e-mail', async () => {
    nextWindow();
    const sam = fixtureAdmins.superAdmin.email;
    const cora = fixtureAdmins.contentManager.email;
    const samClaim = await requestOtp(t.app, t.outbox, sam, '10.2.2.1');
    const coraClaim = await requestOtp(t.app, t.outbox, cora, '10.2.2.1');
    const before = await accountState(t.db);

    // Cora's digits under Sam's token, and Sam's token with Cora's e-mail: both are wrong codes.
    const foreignDigits = await verify(t.app, { ...samClaim, otp: coraClaim.otp }, '10.2.2.1');
    const foreignToken = await reset(t.app, { ...coraClaim, otp_token: samClaim.otp_token, new_password: NEW_PASSWORD }, '10.2.2.1');
    expect(foreignToken.status).toBe(400);
    expect(foreignToken.body.message).toBe(wrongOtpMessage(4).message);
    if (samClaim.otp !== coraClaim.otp) expect(foreignDigits.body.message).toBe(wrongOtpMessage(4).message);
    const after = await accountState(t.db);
    expect(after.admins).toEqual(before.admins);
    expect(after.sessions).toEqual(before.sessions);
  });

  it('refuses a token that is not one of ours', async () => {
    nextWindow();
    const answer = await verify(t.app, { email: fixtureAdmins.superAdmin.email, otp: '123456', otp_token: 'forged' }, '10.2.3.1');
    expect(answer.body).toEqual({ status: false, ...OTP_NOT_VALID });
  });

  it('refuses a weak new password before touching the code', async () => {
    nextWindow();
    const email = fixtureAdmins.superAdmin.email;
    const claim = await requestOtp(t.app, t.outbox, email, '10.2.4.1');
    const before = await accountState(t.db);
    for (const [password, message] of [
      ['Short#1', 'Password must have 8 characters'],
      ['NoSpecial12', 'Password must have at-least one special character'],
      ['lower#case12', 'Password must have at-least one Capital Letter'],
      ['NoDigits#here', 'Password must have at-least one Number'],
      ['Bang!Bang12', 'Password must have at-least one special character'],
    ]) {
      const answer = await reset(t.app, { ...claim, new_password: password! }, '10.2.4.1');
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(`new_password: ${message}`);
    }
    expect(await accountState(t.db)).toEqual(before);
    expect((await reset(t.app, { ...claim, new_password: NEW_PASSWORD }, '10.2.4.1')).status).toBe(200);
  });
});

describe('unknown e-mails', () => {
  it('get the same answer and no mail, and their token fails like a real one', async () => {
    nextWindow();
    const seen = await outboxFiles(t.outbox);
    const unknown = await forgot(t.app, 'nobody@mise.test', '10.3.0.1');
    const known = await forgot(t.app, fixtureAdmins.superAdmin.email, '10.3.0.1');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.message).toBe(known.body.message);
    expect(tokenOf(unknown)).toMatch(/^[A-Za-z0-9_-]{40}$/);
    expect(tokenOf(unknown).length).toBe(tokenOf(known).length);

    const decoy = { email: 'nobody@mise.test', otp: '123456', otp_token: tokenOf(unknown) };
    const messages: string[] = [];
    for (let i = 0; i < 6; i += 1) messages.push((await verify(t.app, decoy, '10.3.0.2')).body.message);
    expect(messages).toEqual([...[4, 3, 2, 1, 0].map((left) => wrongOtpMessage(left).message), OTP_DEAD.message]);

    const another = await forgot(t.app, 'nobody@mise.test', '10.3.0.1');
    t.clock.advance(OTP_TTL_MS);
    expect((await verify(t.app, { ...decoy, otp_token: tokenOf(another) }, '10.3.0.2')).body.message).toBe(OTP_EXPIRED.message);
    // The known e-mail's mail, asked for after the unknown one, has arrived; the unknown got none.
    await waitForMail(t.outbox, fixtureAdmins.superAdmin.email, seen);
    expect(await mailsTo('nobody@mise.test')).toEqual([]);
  });

  it('send no mail to a deactivated admin', async () => {
    nextWindow();
    const answer = await forgot(t.app, fixtureAdmins.deactivated.email, '10.3.1.1');
    expect(answer.body.message).toBe(OTP_SENT.message);
    // A mail asked for afterwards has arrived; none went to the deactivated admin.
    await requestOtp(t.app, t.outbox, fixtureAdmins.contentManager.email, '10.3.1.1');
    expect(await mailsTo(fixtureAdmins.deactivated.email)).toEqual([]);
  });
});

describe('recovery rate limits', () => {
  it('answers 429 after five requests for one e-mail, whoever asks', async () => {
    nextWindow();
    const email = 'limited@mise.test';
    for (let i = 0; i < 5; i += 1) expect((await forgot(t.app, email, `10.4.0.${i + 1}`)).status).toBe(200);
    const blocked = await forgot(t.app, email, '10.4.0.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ status: false, message: 'Too many attempts. Try again in 15 minutes.', code: 'account.too_many_attempts', values: { minutes: 15 } });
    expect(Number(blocked.headers.get('retry-after'))).toBe(WINDOW_MS / 1000);
    nextWindow();
    expect((await forgot(t.app, email, '10.4.0.9')).status).toBe(200);
  });

  it('answers 429 after twenty requests from one address', async () => {
    nextWindow();
    for (let i = 0; i < 20; i += 1) expect((await forgot(t.app, `someone-${i}@mise.test`, '10.4.1.1')).status).toBe(200);
    expect((await forgot(t.app, 'someone-else@mise.test', '10.4.1.1')).status).toBe(429);
    expect((await forgot(t.app, 'someone-else@mise.test', '10.4.1.2')).status).toBe(200);
  });

  it('answers 429 after twenty wrong OTPs from one address', async () => {
    nextWindow();
    for (let i = 0; i < 4; i += 1) {
      const decoy = { email: `guess-${i}@mise.test`, otp: '123456', otp_token: tokenOf(await forgot(t.app, `guess-${i}@mise.test`, `10.4.2.${i + 1}`)) };
      for (let j = 0; j < 5; j += 1) expect((await verify(t.app, decoy, '10.4.2.9')).status).toBe(400);
    }
    const blocked = await verify(t.app, { email: 'x@mise.test', otp: '123456', otp_token: 'forged' }, '10.4.2.9');
    expect(blocked.status).toBe(429);
  });
});
