/**
 * Forgot-password answers as fast for an e-mail without an account as for one with (DESIGN.md
 * section 5: the answer must not tell which e-mails have accounts). The known e-mail's code and
 * mail are made after the answer. Known and unknown requests alternate (ABBA, so each kind
 * follows the other as often), each after the previous one's mail is out, so the load of a busy
 * machine falls on both alike; the two timing samples must not differ significantly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_SENT } from '../../server/auth/recovery';
import { fixtureAdmins } from '../support/api-fixtures';
import { mannWhitneyZ } from '../support/mann-whitney';
import { openTestApp, type TestApp } from '../support/test-database';
import { forgot } from './account-support';

const SAMPLES = 60;
const WARM_UP = 6;
const WINDOW_MS = 15 * 60_000;
const KNOWN = fixtureAdmins.contentManager.email;
const UNKNOWN = 'no-account@mise.test';

let t: TestApp;
let mailsSent = 0;
beforeAll(async () => {
  t = await openTestApp({
    wrapMail: (real) => ({
      send: async (mail) => {
        await real.send(mail);
        mailsSent += 1;
      },
    }),
  });
});
afterAll(() => t.close());

async function mailsOut(expected: number): Promise<void> {
  while (mailsSent < expected) await new Promise((resolve) => setTimeout(resolve, 2));
}

/** One request's answer time in milliseconds; the known e-mail's mail has been sent when it settles. */
async function timedForgot(email: string): Promise<number> {
  const expectedMails = mailsSent + (email === KNOWN ? 1 : 0);
  const started = performance.now();
  const answer = await forgot(t.app, email, '10.30.0.1');
  const elapsed = performance.now() - started;
  expect(answer.status).toBe(200);
  expect(answer.body.message).toBe(OTP_SENT.message);
  await mailsOut(expectedMails);
  return elapsed;
}

describe('forgot-password timing', () => {
  it('does not tell known e-mails from unknown ones by answer time', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let pair = 0; pair < WARM_UP + SAMPLES; pair += 1) {
      // A fresh rate-limit window for each pair: 60 requests for one e-mail are far past its limit.
      t.clock.advance(WINDOW_MS - (t.clock.now().getTime() % WINDOW_MS));
      const order = pair % 2 === 0 ? [KNOWN, UNKNOWN] : [UNKNOWN, KNOWN];
      for (const email of order) {
        const elapsed = await timedForgot(email);
        if (pair >= WARM_UP) (email === KNOWN ? known : unknown).push(elapsed);
      }
    }

    const z = mannWhitneyZ(known, unknown);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!.toFixed(2);
    console.info(`forgot-password answer times: known median ${median(known)} ms, unknown ${median(unknown)} ms, Mann-Whitney Z = ${z.toFixed(2)}`);
    expect(Math.abs(z)).toBeLessThan(3);
  });
});
