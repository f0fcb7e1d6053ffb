/**
 * A whole sign-in, profile change and sign-out, journalled as the app journals it (the session
 * machine with the login flow invoked, effects answered at once). Call under fake timers.
 */
import { vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { createFlowJournal } from '../../src/journal/flow-journal';
// The login flow with the page's real field checks (the app supplies them: app/login-checks.ts).
import { checkedLoginMachine as loginMachine } from '../../src/app/login-checks.live';
import { sessionMachine } from '../../src/machines/session.machine';
import type { SignInOutput } from '../../src/machines/login.machine';
import { adaSession } from '../machines/fixtures';

export const RECORDED_PASSWORD = 'Saffron#Tide2026';

export async function recordAFlow() {
  const journal = createFlowJournal();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        login: loginMachine.provide({
          actors: { signIn: fromPromise(async (): Promise<SignInOutput> => ({ session: adaSession, message: 'Signed in successfully' })) },
        }),
        revokeSession: fromPromise(async () => {}),
        // A lone tab: no other tab is signed in, and nobody else signs out.
        askOtherTabs: fromCallback(({ sendBack }) => void sendBack({ type: 'tabs.noneSignedIn' })),
        otherTabs: fromCallback(() => () => {}),
      },
    }),
    { input: { stored: null }, inspect: journal.inspect },
  ).start();
  // No session stored: the tab asks the others, learns none is signed in, and shows the sign-in.
  await vi.advanceTimersByTimeAsync(0);
  const login = () => actor.getSnapshot().children.login!;
  login().send({ type: 'login.change', field: 'email', value: 'ada@mise.local' });
  login().send({ type: 'login.change', field: 'password', value: RECORDED_PASSWORD });
  login().send({ type: 'login.submit' });
  await vi.advanceTimersByTimeAsync(600);
  actor.send({ type: 'session.profileUpdated', firstName: 'Ada', lastName: 'Byron', email: 'ada@mise.local', profileImage: null });
  actor.send({ type: 'session.signOut' });
  await vi.advanceTimersByTimeAsync(0);
  return { journal, actor };
}
