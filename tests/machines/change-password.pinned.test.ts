/** Change password pinned by hand: when the session ends and when the flow leaves, to the millisecond. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { changePasswordMachine } from '../../src/machines/change-password.machine';

describe('change password', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends the session and goes to /login 500 ms after success, in that order', async () => {
    const log: string[] = [];
    const actor = createActor(
      changePasswordMachine.provide({
        actors: {
          savePassword: fromPromise(async () => 'changed'),
          endSession: fromPromise<void, void>(async () => void log.push('endSession')),
        },
        actions: { navigate: (_, { to }) => void log.push(`navigate ${to}`) },
      }),
    ).start();
    for (const [field, value] of [['currentPassword', 'Saffron#Tide2026'], ['newPassword', 'Pantry#2027'], ['confirmPassword', 'Pantry#2027']] as const) {
      actor.send({ type: 'password.change', field, value });
    }
    actor.send({ type: 'password.submit' });
    await vi.advanceTimersByTimeAsync(499);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['endSession', 'navigate /login']);
  });

  it('sends nothing while new and confirm differ', async () => {
    let calls = 0;
    const actor = createActor(
      changePasswordMachine.provide({
        actors: {
          savePassword: fromPromise(async () => {
            calls += 1;
            return 'changed';
          }),
        },
      }),
    ).start();
    actor.send({ type: 'password.change', field: 'currentPassword', value: 'Saffron#Tide2026' });
    actor.send({ type: 'password.change', field: 'newPassword', value: 'Pantry#2027' });
    actor.send({ type: 'password.change', field: 'confirmPassword', value: 'Pantry#2028' });
    actor.send({ type: 'password.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(0);
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
