/**
 * The session (spec sections 3, 4, 6): signed out or signed in.
 * A stored session (session storage, read by the app and given as input) restores on reload.
 * While signed out the login flow runs as the child `login`; its output signs in.
 * Sign-out revokes the token on the server, then forgets it locally whatever the answer:
 * a person who asked to leave must not stay signed in because the network failed.
 * A 401 from any call (spec sections 4, 8) ends the session at once, its message shown as an
 * error toast (which outlives the move to /login), so the admin knows why they are signed out.
 * `session.expired` ends it quietly, for flows that announce the end themselves (change password).
 *
 * Tabs (issue #31 item 2): the session lives in each tab's session storage, so a new tab starts
 * without one. Before showing the sign-in it asks the other tabs of this browser for theirs (only
 * then: a stored session signs in at once). The browser says at once whether any tab is signed in
 * (the signed-in mark): none, and the sign-in shows; some, and the tab waits for the answer, even
 * from a tab busy for a while, but not for ever; where the browser cannot say, it listens for a
 * moment. A signed-in tab hears the others: it hands its session to a tab that asks, and ends its
 * own when another tab signs out or meets a 401 (the same token, so it has ended here too); every
 * end in this tab is announced.
 */
import { assign, setup } from 'xstate';
import { suppliedAction, suppliedCallback, suppliedPromise, withNeeds } from './supplied';
import { loginMachine } from './login.machine';
import type { Notice } from './notify';
import type { Session } from './session';

export type ProfileChange = Pick<Session, 'firstName' | 'lastName' | 'email' | 'profileImage'>;

export type SessionEvent =
  | { type: 'session.signOut' }
  | { type: 'session.expired' }
  | { type: 'session.unauthorized'; message: string }
  | ({ type: 'session.profileUpdated' } & ProfileChange)
  /** The second factor the role requires is on: the session is free of its set-up (issue #32 item 1). */
  | { type: 'session.secondFactorSetUp' }
  | OtherTabsEvent
  | AskOtherTabsEvent;

/** What the other tabs say, as the `otherTabs` listener reports it. */
export type OtherTabsEvent = { type: 'tabs.sessionAsked' } | { type: 'tabs.signedOut' };

/**
 * What a new tab learns when it asks, as `askOtherTabs` reports it: a session handed over, that no
 * tab of this browser is signed in, or that the browser cannot tell (no Web Locks API).
 */
export type AskOtherTabsEvent = { type: 'tabs.sessionHandedOver'; session: Session } | { type: 'tabs.noneSignedIn' } | { type: 'tabs.cannotTell' };

/**
 * The longest a new tab waits for a signed-in tab's answer before it shows the sign-in: a tab busy
 * or stalled for longer is taken as gone. An answer usually comes within milliseconds.
 */
export const OTHER_TABS_WAIT_MS = 5_000;

/**
 * Where the browser cannot say whether a tab is signed in, how long a new tab listens for an answer
 * before it takes the silence as "none" (a tab that is not busy answers within a few milliseconds).
 */
export const UNKNOWN_TABS_WAIT_MS = 250;

export type SessionContext = { session: Session | null };

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { stored: Session | null },
    children: {} as { login: 'login'; revokeSession: 'revokeSession'; askOtherTabs: 'askOtherTabs'; otherTabs: 'otherTabs' },
  },
  actors: {
    login: loginMachine,
    revokeSession: suppliedPromise<void, { accessToken: string }>('revokeSession'),
    askOtherTabs: suppliedCallback<AskOtherTabsEvent>('askOtherTabs'),
    otherTabs: suppliedCallback<OtherTabsEvent>('otherTabs'),
  },
  actions: {
    persistSession: suppliedAction<{ session: Session }>(),
    forgetSession: suppliedAction(),
    notify: suppliedAction<Notice>(),
    handOverSession: suppliedAction<{ session: Session }>(),
    announceSignOut: suppliedAction(),
  },
  delays: {
    otherTabsWait: OTHER_TABS_WAIT_MS,
    unknownTabsWait: UNKNOWN_TABS_WAIT_MS,
  },
  guards: {
    hasStoredSession: ({ context }) => context.session !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: input.stored }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasStoredSession', target: 'signedIn' }, { target: 'askingOtherTabs' }],
    },
    askingOtherTabs: {
      invoke: {
        id: 'askOtherTabs',
        src: 'askOtherTabs',
        // No channel between tabs in this browser: nobody can answer.
        onError: 'signedOut',
      },
      initial: 'waiting',
      states: {
        // Some tab is signed in (its answer may come late), or the browser has not said yet.
        waiting: { on: { 'tabs.cannotTell': 'listening' } },
        // The browser cannot say whether a tab is signed in: an answer, if any, comes within a moment.
        listening: { after: { unknownTabsWait: '#session.signedOut' } },
      },
      on: {
        'tabs.sessionHandedOver': {
          target: 'signedIn',
          actions: [
            assign({ session: ({ event }) => event.session }),
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
        'tabs.noneSignedIn': 'signedOut',
      },
      // A signed-in tab stalled for longer is taken as gone.
      after: { otherTabsWait: 'signedOut' },
    },
    signedOut: {
      invoke: {
        id: 'login',
        src: 'login',
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ session: ({ event }) => event.output }),
            { type: 'persistSession', params: ({ event }) => ({ session: event.output }) },
          ],
        },
      },
    },
    signedIn: {
      invoke: { id: 'otherTabs', src: 'otherTabs' },
      on: {
        'session.signOut': 'signingOut',
        'session.expired': { target: 'signedOut', actions: ['forgetSession', 'announceSignOut', assign({ session: null })] },
        'session.unauthorized': {
          target: 'signedOut',
          actions: [
            'forgetSession',
            'announceSignOut',
            assign({ session: null }),
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: event.message }) },
          ],
        },
        'session.profileUpdated': {
          actions: [
            assign({
              session: ({ context, event }) => ({
                ...context.session!,
                firstName: event.firstName,
                lastName: event.lastName,
                email: event.email,
                profileImage: event.profileImage,
              }),
            }),
            { type: 'persistSession', params: ({ context }) => ({ session: context.session! }) },
          ],
        },
        'session.secondFactorSetUp': {
          actions: [
            assign({ session: ({ context }) => ({ ...context.session!, secondFactorSetup: false }) }),
            { type: 'persistSession', params: ({ context }) => ({ session: context.session! }) },
          ],
        },
        'tabs.sessionAsked': { actions: { type: 'handOverSession', params: ({ context }) => ({ session: context.session! }) } },
        // Another tab has ended it already: no call to the server, no announcement back.
        'tabs.signedOut': { target: 'signedOut', actions: ['forgetSession', assign({ session: null })] },
      },
    },
    signingOut: {
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ accessToken: context.session!.accessToken }),
        onDone: { target: 'signedOut', actions: ['forgetSession', 'announceSignOut', assign({ session: null })] },
        onError: { target: 'signedOut', actions: ['forgetSession', 'announceSignOut', assign({ session: null })] },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const sessionMachine = withNeeds(definition, {
  actors: ['login', 'revokeSession', 'askOtherTabs', 'otherTabs'],
  actions: ['persistSession', 'notify', 'forgetSession', 'handOverSession', 'announceSignOut'],
});
