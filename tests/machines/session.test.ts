import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../src/machines/session.machine';
import { describeModel } from '../support/describe-model';
import { actionsOf, callsOf } from '../support/effects';
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
  states: {
    signedOut: ({ snapshot }) => expect(snapshot.context.session).toBeNull(),
  },
  afterEvent: {
    'xstate.done.actor.login': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('signedIn')).toBe(true);
      expect(actionsOf(stepEffects, 'persistSession')).toEqual([
        { kind: 'action', name: 'persistSession', params: { session: adaSession } },
      ]);
    },
    'session.signOut': ({ stepEffects }) => {
      // The token is revoked on the server with the session's own token.
      expect(callsOf(stepEffects, 'revokeSession')).toEqual([
        { kind: 'call', name: 'revokeSession', input: { accessToken: adaSession.accessToken } },
      ]);
    },
    // Signing out forgets the session locally whether or not the server answered.
    'xstate.done.actor.revokeSession': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('signedOut')).toBe(true);
      expect(actionsOf(stepEffects, 'forgetSession')).toHaveLength(1);
    },
    'xstate.error.actor.revokeSession': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('signedOut')).toBe(true);
      expect(actionsOf(stepEffects, 'forgetSession')).toHaveLength(1);
    },
    'session.expired': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('signedOut')).toBe(true);
      expect(actionsOf(stepEffects, 'forgetSession')).toHaveLength(1);
      expect(callsOf(stepEffects, 'revokeSession')).toEqual([]);
      // Change password announces the end itself.
      expect(actionsOf(stepEffects, 'notify')).toEqual([]);
    },
    // A 401 (spec section 4): the server's message as an error toast, then signed out.
    'session.unauthorized': ({ snapshot, stepEffects }) => {
      expect(snapshot.matches('signedOut')).toBe(true);
      expect(actionsOf(stepEffects, 'forgetSession')).toHaveLength(1);
      expect(actionsOf(stepEffects, 'notify')).toEqual([
        { kind: 'action', name: 'notify', params: { kind: 'error', message: 'Your session has ended. Please sign in again.' } },
      ]);
      expect(callsOf(stepEffects, 'revokeSession')).toEqual([]);
    },
    'session.profileUpdated': ({ snapshot, stepEffects }) => {
      expect(snapshot.context.session).toEqual({ ...adaSession, ...profile });
      expect(actionsOf(stepEffects, 'persistSession')).toEqual([
        { kind: 'action', name: 'persistSession', params: { session: { ...adaSession, ...profile } } },
      ]);
    },
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
