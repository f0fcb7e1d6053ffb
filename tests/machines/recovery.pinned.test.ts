/**
 * Transitions of the recovery flow pinned by hand: the spec's waits to the millisecond, starting
 * mid-flow, and a refusal that leaves the step usable with what was typed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Notice } from '../../src/machines/notify';
import { recoveryMachine, type OtpClaim, type OtpRequested } from '../../src/machines/recovery.machine';

type Fakes = {
  requestOtp?: (input: { email: string }) => Promise<OtpRequested>;
  verifyOtp?: (input: OtpClaim) => Promise<string>;
  resetPassword?: (input: OtpClaim & { newPassword: string }) => Promise<string>;
};

function start(fakes: Fakes, snapshot?: ReturnType<typeof recoveryMachine.resolveState>) {
  const notices: Notice[] = [];
  const never = () => new Promise<never>(() => {});
  const machine = recoveryMachine.provide({
    actors: {
      requestOtp: fromPromise(({ input }) => (fakes.requestOtp ?? never)(input)),
      verifyOtp: fromPromise(({ input }) => (fakes.verifyOtp ?? never)(input)),
      resetPassword: fromPromise(({ input }) => (fakes.resetPassword ?? never)(input)),
    },
    actions: { notify: (_, notice) => void notices.push(notice) },
  });
  const actor = createActor(machine, { input: {}, ...(snapshot ? { snapshot } : {}) }).start();
  return { actor, notices };
}

const midFlow = (value: string, context: Partial<ReturnType<typeof recoveryMachine.resolveState>['context']> = {}) =>
  recoveryMachine.resolveState({
    value,
    context: { email: 'ada@mise.local', otp: '482913', otpToken: 'tok', newPassword: '', confirmPassword: '', touched: {}, submitted: false, ...context },
  });

describe('recovery flow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the OTP step 1 s after the otp_token arrives, not before', async () => {
    const { actor } = start({ requestOtp: async () => ({ otpToken: 'tok', message: 'sent' }) });
    actor.send({ type: 'recovery.change', field: 'email', value: 'ada@mise.local' });
    actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().value).toBe('otpSent');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('otp');
  });

  it('shows the new-password step 1 s after a verified OTP, and ends 0.5 s after the reset', async () => {
    const { actor } = start({ verifyOtp: async () => 'OTP verified', resetPassword: async () => 'reset' }, midFlow('otp'));
    actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().value).toBe('otpVerified');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('newPassword');
    actor.send({ type: 'recovery.change', field: 'newPassword', value: 'Pantry#2027' });
    actor.send({ type: 'recovery.change', field: 'confirmPassword', value: 'Pantry#2027' });
    actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().value).toBe('passwordReset');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the OTP step and what was typed after a wrong OTP, and sends the same otp_token again', async () => {
    const claims: OtpClaim[] = [];
    const { actor, notices } = start(
      {
        verifyOtp: async (claim) => {
          claims.push(claim);
          if (claims.length === 1) throw new Error('Wrong OTP. 4 attempts left.');
          return 'OTP verified';
        },
      },
      midFlow('otp', { otp: '111111' }),
    );
    actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('otp');
    expect(actor.getSnapshot().context.otp).toBe('111111');
    expect(notices).toEqual([{ kind: 'error', message: 'Wrong OTP. 4 attempts left.' }]);
    actor.send({ type: 'recovery.change', field: 'otp', value: '482913' });
    actor.send({ type: 'recovery.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(claims).toEqual([
      { email: 'ada@mise.local', otp: '111111', otpToken: 'tok' },
      { email: 'ada@mise.local', otp: '482913', otpToken: 'tok' },
    ]);
  });

  it('ignores fields of another step: the OTP cannot be changed from the e-mail step', () => {
    const { actor } = start({});
    actor.send({ type: 'recovery.change', field: 'otp', value: '123456' });
    actor.send({ type: 'recovery.change', field: 'newPassword', value: 'Pantry#2027' });
    expect(actor.getSnapshot().context).toMatchObject({ otp: '', newPassword: '' });
  });

  it('keeps the e-mail when begun again', () => {
    const actor = createActor(recoveryMachine, { input: { email: 'ada@mise.local' } }).start();
    expect(actor.getSnapshot().context.email).toBe('ada@mise.local');
    expect(actor.getSnapshot().value).toBe('email');
  });
});
