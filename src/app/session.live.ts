/**
 * The session machine with its real effects: the sign-in and sign-out calls, the session kept in
 * the tab's session storage (spec section 6), toasts, the other tabs (other-tabs.ts). Its login child is supplied here too,
 * its field checks from the module that loads after the login page's first paint (login-checks.ts).
 */
import type { ActorRefFrom } from 'xstate';
import { authActors } from '../api/auth-actors';
import { loginMachine } from '../machines/login.machine';
import { sessionMachine } from '../machines/session.machine';
import { supplyAll } from '../machines/supplied';
import type { AppDependencies } from './dependencies';
import { notifyAction } from './notify-action';
import { announceSignOut, askOtherTabs, handOverSession, otherTabs } from './other-tabs';
import { forgetListView } from './kit/list-return-key';
import { clearStoredSession, writeStoredSession } from './session-storage';
import { loginChecksNow } from './login-checks';

export function liveSession(deps: Pick<AppDependencies, 'client' | 'notify'> & { storage: Storage }) {
  const auth = authActors(deps.client);
  const login = supplyAll(loginMachine, {
    actors: {
      signIn: auth.signIn,
      verifySecondFactor: auth.verifySecondFactor,
      passkeySignInOptions: auth.passkeySignInOptions,
      askAuthenticator: auth.askAuthenticator,
      signInWithPasskey: auth.signInWithPasskey,
    },
    actions: { notify: notifyAction(deps) },
    // The field checks arrive after the page's first paint; the form submits only once they have
    // (login-checks.ts), so no judgement is asked of them before.
    guards: {
      isValid: (args) => loginChecksNow()?.loginChecks.isValid(args) ?? false,
      isCodeValid: (args) => loginChecksNow()?.loginChecks.isCodeValid(args) ?? false,
    },
  });
  return supplyAll(sessionMachine, {
    actors: { login, revokeSession: auth.revokeSession, askOtherTabs, otherTabs },
    actions: {
      persistSession: (_, { session }) => writeStoredSession(deps.storage, session),
      forgetSession: () => {
        clearStoredSession(deps.storage);
        forgetListView(deps.storage);
      },
      notify: notifyAction(deps),
      handOverSession,
      announceSignOut,
    },
  });
}

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
