/**
 * The sessions' texts (`sessions.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/); its answers'
 * texts too (`answer.<code>`, the codes of its contract's table). Plain data (the build parses it:
 * src/i18n/precompile-messages-plugin.ts). Its first id, `nav.sessions`, is its label in the
 * account menu and the command palette.
 */
export const texts = {
  'nav.sessions': 'Your sessions',
  'sessions.browserOn': '{browser} on {system}',
  'sessions.description': 'Where you are signed in. End any session you do not recognise: its next step asks for a sign-in.',
  'sessions.end': 'End',
  'sessions.endLabel': 'End the session of {browser} from {address}',
  'sessions.endOthers': 'End all other sessions',
  'sessions.facts': 'From {address} · signed in {signedIn} · last active {lastSeen}',
  'sessions.failed': 'Your sessions could not be loaded: {reason}',
  'sessions.loading': 'Loading your sessions…',
  'sessions.showAll': 'Show all {count} sessions',
  'sessions.thisBrowser': 'This browser',
  'sessions.title': 'Your sessions',
  'sessions.unknownBrowser': 'Unknown browser',
  'answer.sessions.list': 'Your sessions',
  'answer.sessions.ended': 'Sessions ended',
  'answer.sessions.not_found': 'Session not found',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
