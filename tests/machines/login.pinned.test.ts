/**
 * Transitions of the login flow pinned by hand, starting mid-flow: generated paths follow
 * the machine even where it is wrong, these say what the spec wants.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SignInOutput } from '../../src/machines/login.machine';
import { checkedLoginMachine as loginMachine } from '../../src/app/login-checks.live';
import type { Notice } from '../../src/machines/notify';
import { adaSession } from './fixtures';

function start(signIn: (input: { email: string; password: string }) => Promise<SignInOutput>) {
  const notices: Notice[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: { signIn: fromPromise(({ input }) => signIn(input)) },
      actions: { notify: (_, notice) => void notices.push(notice) },
    }),
  ).start();
  return { actor, notices };
}

describe('login flow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('leaves the login screen 500 ms after success, not before', async () => {
    const { actor } = start(async () => ({ session: adaSession, message: 'Signed in successfully' }));
    actor.send({ type: 'login.change', field: 'email', value: ' Ada@Mise.local ' });
    actor.send({ type: 'login.change', field: 'password', value: 'Saffron#Tide2026' });
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().value).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(adaSession);
  });

  it('shows the server message and lets the person try again after a refusal', async () => {
    let attempts = 0;
    const { actor, notices } = start(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Invalid email or password');
      return { session: adaSession, message: 'Signed in successfully' };
    });
    actor.send({ type: 'login.change', field: 'email', value: 'ada@mise.local' });
    actor.send({ type: 'login.change', field: 'password', value: 'wrong' });
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(notices).toEqual([{ kind: 'error', message: 'Invalid email or password' }]);
    actor.send({ type: 'login.change', field: 'password', value: 'Saffron#Tide2026' });
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(attempts).toBe(2);
  });

  it('ignores a second submit while the first is on its way', async () => {
    let calls = 0;
    const { actor } = start(() => {
      calls += 1;
      return new Promise(() => {});
    });
    actor.send({ type: 'login.change', field: 'email', value: 'ada@mise.local' });
    actor.send({ type: 'login.change', field: 'password', value: 'Saffron#Tide2026' });
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
  });

  it('sends nothing when the fields are empty and shows both spec messages', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      return { session: adaSession, message: 'ok' };
    });
    actor.send({ type: 'login.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitted).toBe(true);
  });
});
