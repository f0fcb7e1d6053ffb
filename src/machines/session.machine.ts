/**
 * The session (spec sections 3, 4, 6): signed out or signed in.
 * A stored session (session storage, read by the app and given as input) restores on reload.
 * While signed out the login flow runs as the child `login`; its output signs in.
 * Sign-out revokes the token on the server, then forgets it locally whatever the answer:
 * a person who asked to leave must not stay signed in because the network failed.
 * A 401 from any call (spec sections 4, 8) ends the session at once, its message shown as an
 * error toast (which outlives the move to /login), so the admin knows why they are signed out.
 * `session.expired` ends it quietly, for flows that announce the end themselves (change password).
 */
import { assign, setup } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { loginMachine } from './login.machine';
import type { Notice } from './notify';
import type { Session } from './session';

export type ProfileChange = Pick<Session, 'firstName' | 'lastName' | 'email' | 'profileImage'>;

export type SessionEvent =
  | { type: 'session.signOut' }
  | { type: 'session.expired' }
  | { type: 'session.unauthorized'; message: string }
  | ({ type: 'session.profileUpdated' } & ProfileChange);

export type SessionContext = { session: Session | null };

const definition = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { stored: Session | null },
    children: {} as { login: 'login'; revokeSession: 'revokeSession' },
  },
  actors: {
    login: loginMachine,
    revokeSession: suppliedPromise<void, { accessToken: string }>('revokeSession'),
  },
  actions: {
    persistSession: suppliedAction<{ session: Session }>(),
    forgetSession: suppliedAction(),
    notify: suppliedAction<Notice>(),
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
      always: [{ guard: 'hasStoredSession', target: 'signedIn' }, { target: 'signedOut' }],
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
      on: {
        'session.signOut': 'signingOut',
        'session.expired': { target: 'signedOut', actions: ['forgetSession', assign({ session: null })] },
        'session.unauthorized': {
          target: 'signedOut',
          actions: [
            'forgetSession',
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
      },
    },
    signingOut: {
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ accessToken: context.session!.accessToken }),
        onDone: { target: 'signedOut', actions: ['forgetSession', assign({ session: null })] },
        onError: { target: 'signedOut', actions: ['forgetSession', assign({ session: null })] },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const sessionMachine = withNeeds(definition, { actors: ['login', 'revokeSession'], actions: ['persistSession', 'notify', 'forgetSession'] });
