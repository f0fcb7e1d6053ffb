/**
 * The session's talk with the other tabs of this browser (issue #31 item 2), over a
 * BroadcastChannel: same origin by construction, and nothing is written to local storage.
 * A new tab asks "who has a session?"; a signed-in tab answers with its session; a tab whose
 * session ends says so. What a tab receives is checked like a stored session: a damaged or
 * foreign message is ignored. Whether any tab can answer at all is known from the signed-in mark
 * (signed-in-mark.ts).
 */
import { fromCallback, fromPromise } from 'xstate';
import type { OtherTabsEvent } from '../machines/session.machine';
import type { Session } from '../machines/session';
import { sessionFromStored, storedForm } from './session-storage';
import { signedInMark } from './signed-in-mark';

type TabMessage = { kind: 'ask' } | { kind: 'session'; session: unknown } | { kind: 'signedOut' };

/** A channel of this tab; it does not hear its own messages, the tab's other channels do. */
const openChannel = (onMessage?: (message: Partial<TabMessage>) => void) => {
  const channel = new BroadcastChannel('mise.session');
  if (onMessage) channel.onmessage = (event: MessageEvent) => onMessage(event.data ?? {});
  return channel;
};

function tell(message: TabMessage): void {
  const channel = openChannel();
  channel.postMessage(message);
  channel.close();
}

/**
 * Where the browser cannot say whether a tab is signed in, how long a new tab waits for an answer
 * before it takes the silence as "none" (a tab that is not busy answers within a few milliseconds).
 */
export const UNKNOWN_TABS_WAIT_MS = 250;

/**
 * Settles with the first valid session another tab hands over, or with null when no tab of this
 * browser is signed in (at once), or none answered in a moment where that cannot be known. The
 * session machine bounds the wait for a signed-in tab that is busy.
 */
export const askOtherTabs = fromPromise<Session | null, void>(
  ({ signal }) =>
    new Promise((resolve) => {
      const channel = openChannel((message) => {
        const session = message.kind === 'session' && sessionFromStored(message.session);
        if (session) resolve(session);
      });
      signal.addEventListener('abort', () => channel.close());
      channel.postMessage({ kind: 'ask' } satisfies TabMessage);
      void signedInMark()
        .someTabSignedIn()
        .then((someone) => {
          if (someone === false) resolve(null);
          if (someone === undefined) setTimeout(() => resolve(null), UNKNOWN_TABS_WAIT_MS);
        });
    }),
);

/** While signed in: the other tabs' questions and sign-outs, as session events; the signed-in mark held. */
export const otherTabs = fromCallback<OtherTabsEvent>(({ sendBack }) => {
  const channel = openChannel((message) => {
    if (message.kind === 'ask') sendBack({ type: 'tabs.sessionAsked' });
    if (message.kind === 'signedOut') sendBack({ type: 'tabs.signedOut' });
  });
  const releaseMark = signedInMark().hold();
  return () => {
    releaseMark();
    channel.close();
  };
});

export const handOverSession = (_: unknown, { session }: { session: Session }) => tell({ kind: 'session', session: storedForm(session) });

export const announceSignOut = () => tell({ kind: 'signedOut' });
