/**
 * The session's talk with the other tabs of this browser (issue #31 item 2), over a
 * BroadcastChannel: same origin by construction, and nothing is written to local storage.
 * A new tab asks "who has a session?"; a signed-in tab answers with its session; a tab whose
 * session ends says so. What a tab receives is checked like a stored session: a damaged or
 * foreign message is ignored.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { OtherTabsEvent } from '../machines/session.machine';
import type { Session } from '../machines/session';
import { sessionFromStored, storedForm } from './session-storage';

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

/** Settles with the first valid session another tab hands over; the session machine stops waiting after a moment. */
export const askOtherTabs = fromPromise<Session, void>(
  ({ signal }) =>
    new Promise((resolve) => {
      const channel = openChannel((message) => {
        const session = message.kind === 'session' && sessionFromStored(message.session);
        if (session) resolve(session);
      });
      signal.addEventListener('abort', () => channel.close());
      channel.postMessage({ kind: 'ask' } satisfies TabMessage);
    }),
);

/** While signed in: the other tabs' questions and sign-outs, as session events. */
export const otherTabs = fromCallback<OtherTabsEvent>(({ sendBack }) => {
  const channel = openChannel((message) => {
    if (message.kind === 'ask') sendBack({ type: 'tabs.sessionAsked' });
    if (message.kind === 'signedOut') sendBack({ type: 'tabs.signedOut' });
  });
  return () => channel.close();
});

export const handOverSession = (_: unknown, { session }: { session: Session }) => tell({ kind: 'session', session: storedForm(session) });

export const announceSignOut = () => tell({ kind: 'signedOut' });
