import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../src/machines/session.machine';
import { describeModel } from '../support/describe-model';
import { adaSession } from './fixtures';

const profile = { firstName: 'Ada', lastName: 'Byron', email: 'ada@mise.local', profileImage: '/files/avatar.png' };

describeModel({
  name: 'session',
  machine: sessionMachine,
  // A fresh tab starts signed out; a reload with a stored session starts signed in.
  starts: [
    { name: 'fresh tab', input: { stored: null } },
    { name: 'reload', input: { stored: adaSession } },
  ],
  events: {
    'session.signOut': [{}],
    'session.expired': [{}],
    'session.unauthorized': [{ message: 'Your session has ended. Please sign in again.' }],
    'session.profileUpdated': [profile],
  },
  outcomes: {
    login: { done: [adaSession] },
    revokeSession: { done: [undefined], error: [new Error('The server could not be reached')] },
  },
  alsoRefused: true,
  // Spec sections 4, 6: the session is kept in the tab's storage when it begins and when the
  // profile changes; signing out revokes the token with the session's own token, and is done
  // locally whatever the server answers; a 401 says the server's message; every end of the
  // session forgets it here and shows the sign-in again (a new login flow).
  expectedEffects: ({ input, before, event }) => {
    const login = { kind: 'call', name: 'login', input: undefined } as const;
    const forget = { kind: 'action', name: 'forgetSession', params: undefined } as const;
    const signedIn = before?.matches('signedIn') ?? false;
    switch (event.type) {
      case 'xstate.init':
        return input.stored === null ? [login] : [];
      case 'xstate.done.actor.login':
        return [{ kind: 'action', name: 'persistSession', params: { session: adaSession } }];
      case 'session.signOut':
        return signedIn ? [{ kind: 'call', name: 'revokeSession', input: { accessToken: adaSession.accessToken } }] : [];
      case 'xstate.done.actor.revokeSession':
      case 'xstate.error.actor.revokeSession':
        return [forget, login];
      // Change password announces the end itself.
      case 'session.expired':
        return signedIn ? [forget, login] : [];
      case 'session.unauthorized':
        return signedIn ? [forget, { kind: 'action', name: 'notify', params: { kind: 'error', message: 'Your session has ended. Please sign in again.' } }, login] : [];
      case 'session.profileUpdated':
        return signedIn ? [{ kind: 'action', name: 'persistSession', params: { session: { ...adaSession, ...profile } } }] : [];
      default:
        return [];
    }
  },
  states: {
    signedOut: ({ snapshot }) => expect(snapshot.context.session).toBeNull(),
    signedIn: ({ snapshot }) => expect(snapshot.context.session).not.toBeNull(),
  },
  afterEvent: {
    'xstate.done.actor.login': ({ snapshot }) => expect(snapshot.matches('signedIn')).toBe(true),
    // Signing out forgets the session locally whether or not the server answered.
    'xstate.done.actor.revokeSession': ({ snapshot }) => expect(snapshot.matches('signedOut')).toBe(true),
    'xstate.error.actor.revokeSession': ({ snapshot }) => expect(snapshot.matches('signedOut')).toBe(true),
    // Never still signed in after these (while signing out, the sign-out ends it anyway).
    'session.expired': ({ snapshot }) => expect(snapshot.matches('signedIn')).toBe(false),
    'session.unauthorized': ({ snapshot }) => expect(snapshot.matches('signedIn')).toBe(false),
  },
});

// Issue #13 item 1, pinned by hand: generated paths follow the machine, even one that ignores a 401.
describe('session machine, a 401 from any call', () => {
  it("shows the server's message as an error toast and signs out", () => {
    const notices: unknown[] = [];
    const actor = createActor(sessionMachine.provide({ actions: { notify: (_, notice) => void notices.push(notice) } }), {
      input: { stored: adaSession },
    }).start();
    actor.send({ type: 'session.unauthorized', message: 'Your session has ended. Please sign in again.' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(notices).toEqual([{ kind: 'error', message: 'Your session has ended. Please sign in again.' }]);
    actor.stop();
  });
});
