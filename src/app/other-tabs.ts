/**
 * The session's talk with the other tabs of this browser (issue #31 item 2), over a
 * BroadcastChannel: same origin by construction, and nothing is written to local storage.
 * A new tab asks "who has a session?"; a signed-in tab answers with its session; a tab whose
 * session ends says so. What a tab receives is checked like a stored session: a damaged or
 * foreign message is ignored. Whether any tab can answer at all is known from the signed-in mark
 * (signed-in-mark.ts).
 */
import { fromCallback } from 'xstate';
import type { AskOtherTabsEvent, OtherTabsEvent } from '../machines/session.machine';
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
 * A new tab's question: it reports the first valid session another tab hands over, and at once
 * whether any tab of this browser is signed in, or that the browser cannot tell. How long to wait
 * for an answer is the session machine's (its delays), so the flow shows and tests the waits.
 */
export const askOtherTabs = fromCallback<AskOtherTabsEvent>(({ sendBack }) => {
  let asking = true;
  const channel = openChannel((message) => {
    const session = message.kind === 'session' && sessionFromStored(message.session);
    if (session && asking) sendBack({ type: 'tabs.sessionHandedOver', session });
  });
  channel.postMessage({ kind: 'ask' } satisfies TabMessage);
  void signedInMark()
    .someTabSignedIn()
    .then((someone) => {
      if (!asking) return;
      if (someone === false) sendBack({ type: 'tabs.noneSignedIn' });
      if (someone === undefined) sendBack({ type: 'tabs.cannotTell' });
    });
  return () => {
    asking = false;
    channel.close();
  };
});

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
