/**
 * The recovery screens follow the flow: each shows only at its step, moves forward with the flow
 * (a new history entry), and sends a visitor with no flow in progress back to /forgot-password.
 * Also the host that keeps the one flow of the app across the three screens, as the app wires it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { liveRecoveryHost } from '../../src/app/recovery-host.live';
import { recoveryMachine, type RecoveryResume } from '../../src/machines/recovery.machine';
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

/** The host as the app runs it: the real flow code loaded on first use and spawned in the host. */
function startHost(resume: RecoveryResume | null = null) {
  const store = { remember: () => {}, forget: () => {}, read: () => resume };
  // No call is made by these tests: beginning, resuming and stopping flows only.
  const host = createActor(liveRecoveryHost({ client: {} as ApiClient, notify: () => {}, store }), { input: { resume } });
  host.start();
  return host;
}
type Host = ReturnType<typeof startHost>;
const settled = (host: Host) => waitFor(host, (snapshot) => snapshot.matches('idle') || snapshot.matches('running'));

describe('recovery host', () => {
  it('has no flow until the e-mail screen begins one', () => {
    const host = startHost();
    expect(host.getSnapshot().context.flow).toBeNull();
    expect(host.getSnapshot().value).toBe('idle');
  });

  it('begins a fresh flow each time, stopping the last and keeping its e-mail', async () => {
    const host = startHost();
    host.send({ type: 'recovery.begin' });
    await settled(host);
    const first = host.getSnapshot().context.flow!;
    expect(first.getSnapshot().value).toBe('email');
    first.send({ type: 'recovery.change', field: 'email', value: 'ada@mise.local' });
    host.send({ type: 'recovery.begin' });
    const second = host.getSnapshot().context.flow!;
    expect(second).not.toBe(first);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(second.getSnapshot().status).toBe('active');
    expect(second.getSnapshot().value).toBe('email');
    expect(second.getSnapshot().context.email).toBe('ada@mise.local');
    expect(host.getSnapshot().children).toEqual({ flow: second });
  });
});

describe('recovery host loading', () => {
  it('resumes a step stored before a reload at the OTP step, waiting rather than leaving meanwhile', async () => {
    const stored = { email: 'ada@mise.local', otpToken: 'q9Zt3xY0c1dE5fG7hJ8kL2mN4pR6sT0vW1xY3z5A' };
    const host = startHost(stored);
    expect(host.getSnapshot().context.flow).toBeNull();
    expect(host.getSnapshot().value).toBe('restoring');
    await settled(host);
    const flow = host.getSnapshot().context.flow!;
    expect(stepOf(flow.getSnapshot())).toBe('otp');
    expect(flow.getSnapshot().context).toMatchObject({ email: stored.email, otpToken: stored.otpToken, otp: '' });
    // An OTP not yet verified was never stored: a reload of /reset-password meanwhile means /otp.
    expect(recoveryRedirect(flow.getSnapshot(), 'newPassword')).toEqual({ to: '/otp', replace: true });
  });

  it('resumes a step stored after the OTP was verified at the new-password step, so /reset-password stays', async () => {
    const stored = { email: 'ada@mise.local', otpToken: 'q9Zt3xY0c1dE5fG7hJ8kL2mN4pR6sT0vW1xY3z5A', otp: '482913' };
    const host = startHost(stored);
    await settled(host);
    const flow = host.getSnapshot().context.flow!;
    expect(stepOf(flow.getSnapshot())).toBe('newPassword');
    expect(flow.getSnapshot().context).toMatchObject(stored);
    expect(recoveryRedirect(flow.getSnapshot(), 'newPassword')).toBeUndefined();
    expect(recoveryRedirect(flow.getSnapshot(), 'otp')).toEqual({ to: '/reset-password', replace: false });
  });

  it('lets the e-mail screen win over a stored step still loading', async () => {
    const host = startHost({ email: 'ada@mise.local', otpToken: 'q9Zt3xY0c1dE5fG7hJ8kL2mN4pR6sT0vW1xY3z5A' });
    host.send({ type: 'recovery.begin' });
    await settled(host);
    expect(host.getSnapshot().context.flow!.getSnapshot().value).toBe('email');
  });
});
