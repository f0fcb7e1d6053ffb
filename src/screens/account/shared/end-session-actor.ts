/**
 * The set-password flow's `signOut`: signs out whoever is signed in in this browser (spec section
 * 4: "set-password success logs out") and settles once the session has ended, so that /login is
 * not taken for a signed-in visit and sent on to /dashboard.
 */
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session.machine';

const SIGN_OUT_TIMEOUT_MS = 10_000;

export const signOutActor = (session: ActorRefFrom<typeof sessionMachine>) =>
  fromPromise<void, void>(async () => {
    if (session.getSnapshot().matches('signedOut')) return;
    session.send({ type: 'session.signOut' });
    await waitFor(session, (snapshot) => snapshot.matches('signedOut'), { timeout: SIGN_OUT_TIMEOUT_MS });
  });
