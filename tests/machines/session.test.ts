import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { sessionMachine, type OtherTabsEvent } from '../../src/machines/session.machine';
import type { Session } from '../../src/machines/session';
import { describeModel } from '../support/describe-model';
import type { Effect } from '../support/effects';
import { adaSession } from './fixtures';

const profile = { firstName: 'Ada', lastName: 'Byron', email: 'ada@mise.local', profileImage: '/files/avatar.png' };

/** The session this tab holds, as this test saw it begin and change (not read from the machine). */
let held: Session | null = null;

describeModel({
  name: 'session',
  machine: sessionMachine,
  // A fresh tab asks the other tabs first; a reload with a stored session starts signed in.
  starts: [
    { name: 'fresh tab', input: { stored: null } },
    { name: 'reload', input: { stored: adaSession } },
  ],
  events: {
    'session.signOut': [{}],
    'session.expired': [{}],
    'session.unauthorized': [{ message: 'Your session has ended. Please sign in again.' }],
    'session.profileUpdated': [profile],
    'session.secondFactorSetUp': [{}],
    'tabs.sessionAsked': [{}],
    'tabs.signedOut': [{}],
    // What a new tab's question learns (askOtherTabs): a session, nobody signed in, or nothing known.
    'tabs.sessionHandedOver': [{ session: adaSession }],
    'tabs.noneSignedIn': [{}],
    'tabs.cannotTell': [{}],
  },
  outcomes: {
    login: { done: [adaSession] },
    revokeSession: { done: [undefined], error: [new Error('The server could not be reached')] },
    askOtherTabs: { error: [new Error('BroadcastChannel is not defined')] },
    otherTabs: {},
  },
  alsoRefused: true,
  // Spec sections 4, 6: the session is kept in the tab's storage when it begins and when the
  // profile changes; signing out revokes the token with the session's own token, and is done
  // locally whatever the server answers; a 401 says the server's message; every end of the
  // session forgets it here and shows the sign-in again (a new login flow).
  //
  // Issue #31 item 2, tabs: a tab without a stored session asks the other tabs (only then); a
  // session handed over is kept like one signed in here, and the sign-in shows at once when no tab
  // is signed in, after 5 s when a signed-in tab does not answer, after a moment when the browser
  // cannot tell whether one is, and when the browser has no channel. While signed in the tab listens to
  // the others: it hands over its session when asked, ends its own without calling the server
  // when another tab has signed out, and announces every end of its own, so the others end too.
  expectedEffects: ({ input, before, event }) => {
    const login = { kind: 'call', name: 'login', input: undefined } as const;
    const forget = { kind: 'action', name: 'forgetSession', params: undefined } as const;
    const announce = { kind: 'action', name: 'announceSignOut', params: undefined } as const;
    const listen = { kind: 'call', name: 'otherTabs', input: undefined } as const;
    const stopListening = { kind: 'cancel', name: 'otherTabs' } as const;
    const stopAsking = { kind: 'cancel', name: 'askOtherTabs' } as const;
    const signedIn = before?.matches('signedIn') ?? false;
    const asking = before?.matches('askingOtherTabs') ?? false;
    const persist = (session: Session): Effect => ({ kind: 'action', name: 'persistSession', params: { session } });
    switch (event.type) {
      case 'xstate.init':
        return input.stored === null ? [{ kind: 'call', name: 'askOtherTabs', input: undefined }] : [listen];
      // A session handed over is kept here, and this tab listens to the others from then on.
      case 'tabs.sessionHandedOver':
        return asking ? [persist(adaSession), listen, stopAsking] : [];
      // No tab of this browser is signed in: the sign-in, at once.
      case 'tabs.noneSignedIn':
        return asking ? [login, stopAsking] : [];
      // Nothing to do yet: the tab listens a moment longer.
      case 'tabs.cannotTell':
        return [];
      case 'xstate.done.actor.login':
        return [persist(adaSession), listen];
      case 'xstate.error.actor.askOtherTabs':
        return [login];
      case 'xstate.after.otherTabsWait.session.askingOtherTabs':
      case 'xstate.after.unknownTabsWait.session.askingOtherTabs.listening':
        return asking ? [login, stopAsking] : [];
      case 'session.signOut':
        return signedIn ? [{ kind: 'call', name: 'revokeSession', input: { accessToken: adaSession.accessToken } }, stopListening] : [];
      case 'xstate.done.actor.revokeSession':
      case 'xstate.error.actor.revokeSession':
        return [forget, announce, login];
      // Change password announces the end to the admin itself.
      case 'session.expired':
        return signedIn ? [forget, announce, login, stopListening] : [];
      case 'session.unauthorized':
        return signedIn
          ? [forget, announce, { kind: 'action', name: 'notify', params: { kind: 'error', message: 'Your session has ended. Please sign in again.' } }, login, stopListening]
          : [];
      case 'session.profileUpdated':
        return signedIn ? [persist({ ...held!, ...profile })] : [];
      // The set-up done: the session held goes on, free of it.
      case 'session.secondFactorSetUp':
        return signedIn ? [persist({ ...held!, secondFactorSetup: false })] : [];
      case 'tabs.sessionAsked':
        return signedIn ? [{ kind: 'action', name: 'handOverSession', params: { session: held } }] : [];
      case 'tabs.signedOut':
        return signedIn ? [forget, login, stopListening] : [];
      default:
        return [];
    }
  },
  // The session held: the stored one at the start, then each one kept.
  everyStep: ({ before, snapshot, stepEffects }) => {
    if (before === null) held = snapshot.context.session === null ? null : adaSession;
    for (const effect of stepEffects) if (effect.kind === 'action' && effect.name === 'persistSession') held = (effect.params as { session: Session }).session;
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
    'tabs.signedOut': ({ snapshot }) => expect(snapshot.matches('signedIn')).toBe(false),
    // A handed-over session signs in; no tab signed in, or none answering in time, shows the sign-in.
    'tabs.sessionHandedOver': ({ before, snapshot }) => expect(snapshot.matches('signedIn')).toBe(before!.matches('askingOtherTabs') || before!.matches('signedIn')),
    'tabs.noneSignedIn': ({ before, snapshot }) => expect(snapshot.matches('signedOut')).toBe(before!.matches('askingOtherTabs') || before!.matches('signedOut')),
    // Not knowing shows nothing yet: the tab is still asking.
    'tabs.cannotTell': ({ before, snapshot }) => expect(snapshot.matches('askingOtherTabs')).toBe(before!.matches('askingOtherTabs')),
    'xstate.after.otherTabsWait.session.askingOtherTabs': ({ snapshot }) => expect(snapshot.matches('signedOut')).toBe(true),
    'xstate.after.unknownTabsWait.session.askingOtherTabs.listening': ({ snapshot }) => expect(snapshot.matches('signedOut')).toBe(true),
  },
});

// Issue #13 item 1, pinned by hand: generated paths follow the machine, even one that ignores a 401.
describe('session machine, a 401 from any call', () => {
  it("shows the server's message as an error toast and signs out", () => {
    const notices: unknown[] = [];
    const quiet = { otherTabs: fromCallback<OtherTabsEvent>(() => {}) };
    const actor = createActor(sessionMachine.provide({ actors: quiet, actions: { notify: (_, notice) => void notices.push(notice) } }), {
      input: { stored: adaSession },
    }).start();
    actor.send({ type: 'session.unauthorized', message: 'Your session has ended. Please sign in again.' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(notices).toEqual([{ kind: 'error', message: 'Your session has ended. Please sign in again.' }]);
    actor.stop();
  });
});
