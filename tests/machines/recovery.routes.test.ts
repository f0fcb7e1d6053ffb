/**
 * The recovery screens follow the flow: each shows only at its step, moves forward with the flow
 * (a new history entry), and sends a visitor with no flow in progress back to /forgot-password.
 * Also the holder that keeps the one flow of the app across the three screens.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createRecoveryHost } from '../../src/machines/recovery-host';
import { recoveryMachine } from '../../src/machines/recovery.machine';
import { recoveryRedirect, selectBusy, stepOf, type RecoverySnapshot } from '../../src/screens/account/recovery/select-recovery';

const at = (value: string): RecoverySnapshot =>
  recoveryMachine.resolveState({
    value,
    context: { email: 'ada@mise.local', otp: '', otpToken: 'tok', newPassword: '', confirmPassword: '', touched: {}, submitted: false },
  });

describe('recovery routes', () => {
  it('maps every state to its step', () => {
    expect(['email', 'requestingOtp', 'otpSent'].map((value) => stepOf(at(value)))).toEqual(['email', 'email', 'email']);
    expect(['otp', 'verifyingOtp', 'otpVerified'].map((value) => stepOf(at(value)))).toEqual(['otp', 'otp', 'otp']);
    expect(['newPassword', 'resetting', 'passwordReset'].map((value) => stepOf(at(value)))).toEqual(['newPassword', 'newPassword', 'newPassword']);
    expect(stepOf(at('done'))).toBe('done');
  });

  it('sends /otp and the new-password screen to /forgot-password with no flow in progress', () => {
    expect(recoveryRedirect(null, 'email')).toBeUndefined();
    expect(recoveryRedirect(null, 'otp')).toEqual({ to: '/forgot-password', replace: true });
    expect(recoveryRedirect(null, 'newPassword')).toEqual({ to: '/forgot-password', replace: true });
    expect(recoveryRedirect(at('done'), 'otp')).toEqual({ to: '/forgot-password', replace: true });
  });

  it('moves each screen forward with the flow, as a new history entry', () => {
    expect(recoveryRedirect(at('otpSent'), 'email')).toBeUndefined();
    expect(recoveryRedirect(at('otp'), 'email')).toEqual({ to: '/otp', replace: false });
    expect(recoveryRedirect(at('newPassword'), 'otp')).toEqual({ to: '/reset-password', replace: false });
    expect(recoveryRedirect(at('done'), 'newPassword')).toEqual({ to: '/login', replace: false });
  });

  it('keeps a screen from showing a step the flow is not at', () => {
    expect(recoveryRedirect(at('email'), 'otp')).toEqual({ to: '/forgot-password', replace: true });
    expect(recoveryRedirect(at('otp'), 'newPassword')).toEqual({ to: '/otp', replace: true });
    expect(recoveryRedirect(at('newPassword'), 'otp')).toEqual({ to: '/reset-password', replace: false });
  });

  it('locks a step from its call until the next step shows', () => {
    expect(selectBusy(at('email'), 'email')).toBe(false);
    expect(selectBusy(at('requestingOtp'), 'email')).toBe(true);
    expect(selectBusy(at('otpSent'), 'email')).toBe(true);
    expect(selectBusy(at('otp'), 'otp')).toBe(false);
    expect(selectBusy(at('passwordReset'), 'newPassword')).toBe(true);
  });
});

describe('recovery host', () => {
  const host = () => createRecoveryHost(async () => (input) => createActor(recoveryMachine, { input }));

  it('has no flow until the e-mail screen begins one', () => {
    expect(host().current()).toBeNull();
  });

  it('begins a fresh flow each time, stopping the last and keeping its e-mail', async () => {
    const recovery = host();
    const heard: number[] = [];
    recovery.subscribe(() => heard.push(heard.length));
    const first = await recovery.begin();
    first.send({ type: 'recovery.change', field: 'email', value: 'ada@mise.local' });
    const second = await recovery.begin();
    expect(first.getSnapshot().status).toBe('stopped');
    expect(recovery.current()).toBe(second);
    expect(second.getSnapshot().value).toBe('email');
    expect(second.getSnapshot().context.email).toBe('ada@mise.local');
    expect(heard).toHaveLength(2);
  });
});

describe('recovery host loading', () => {
  it('loads the flow once, and tries again after a failed load', async () => {
    let loads = 0;
    const recovery = createRecoveryHost(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return (input) => createActor(recoveryMachine, { input });
    });
    await expect(recovery.begin()).rejects.toThrow('offline');
    expect(recovery.current()).toBeNull();
    await recovery.begin();
    await recovery.begin();
    expect(loads).toBe(2);
  });

  it('resumes a step stored before a reload at the OTP step, waiting rather than leaving meanwhile', async () => {
    const stored = { email: 'ada@mise.local', otpToken: 'q9Zt3xY0c1dE5fG7hJ8kL2mN4pR6sT0vW1xY3z5A' };
    const recovery = createRecoveryHost(async () => (input) => createActor(recoveryMachine, { input }), () => stored);
    expect(recovery.current()).toBeNull();
    expect(recovery.restoring()).toBe(true);
    await new Promise<void>((resolve) => recovery.subscribe(resolve));
    expect(recovery.restoring()).toBe(false);
    const flow = recovery.current()!;
    expect(stepOf(flow.getSnapshot())).toBe('otp');
    expect(flow.getSnapshot().context).toMatchObject({ email: stored.email, otpToken: stored.otpToken, otp: '' });
    // An OTP not yet verified was never stored: a reload of /reset-password meanwhile means /otp.
    expect(recoveryRedirect(flow.getSnapshot(), 'newPassword')).toEqual({ to: '/otp', replace: true });
  });

  it('resumes a step stored after the OTP was verified at the new-password step, so /reset-password stays', async () => {
    const stored = { email: 'ada@mise.local', otpToken: 'q9Zt3xY0c1dE5fG7hJ8kL2mN4pR6sT0vW1xY3z5A', otp: '482913' };
    const recovery = createRecoveryHost(async () => (input) => createActor(recoveryMachine, { input }), () => stored);
    await new Promise<void>((resolve) => recovery.subscribe(resolve));
    const flow = recovery.current()!;
    expect(stepOf(flow.getSnapshot())).toBe('newPassword');
    expect(flow.getSnapshot().context).toMatchObject(stored);
    expect(recoveryRedirect(flow.getSnapshot(), 'newPassword')).toBeUndefined();
    expect(recoveryRedirect(flow.getSnapshot(), 'otp')).toEqual({ to: '/reset-password', replace: false });
  });

  it('has nothing to resume when nothing was stored', () => {
    expect(createRecoveryHost(async () => (input) => createActor(recoveryMachine, { input })).restoring()).toBe(false);
  });
});
