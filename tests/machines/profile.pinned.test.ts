/** Edit profile pinned by hand: the session gets the new profile before the 1 s wait, not after. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { profileMachine, type ProfileSaved } from '../../src/machines/profile.machine';

describe('edit profile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('updates the session at once and goes to /dashboard 1 s later', async () => {
    const saved: ProfileSaved = {
      message: 'Profile updated',
      profile: { firstName: 'Ada', lastName: 'Byron', email: 'ada@mise.local', profileImage: '/api/v1/files/a.png' },
    };
    const log: string[] = [];
    const actor = createActor(
      profileMachine.provide({
        actors: { saveProfile: fromPromise(async () => saved) },
        actions: {
          updateSession: (_, profile) => void log.push(`session ${profile.lastName}`),
          navigate: (_, { to }) => void log.push(`navigate ${to}`),
        },
      }),
      { input: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@mise.local', profileImage: null } },
    ).start();
    actor.send({ type: 'profile.change', field: 'lastName', value: 'Byron' });
    actor.send({ type: 'profile.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['session Byron']);
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual(['session Byron']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['session Byron', 'navigate /dashboard']);
  });
});
