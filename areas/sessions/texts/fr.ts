/** The sessions' texts in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.sessions': 'Vos sessions',
  'sessions.browserOn': '{browser} sur {system}',
  'sessions.description': 'Là où vous êtes connecté. Terminez toute session que vous ne reconnaissez pas : sa prochaine action demandera une connexion.',
  'sessions.end': 'Terminer',
  'sessions.endLabel': 'Terminer la session de {browser} depuis {address}',
  'sessions.endOthers': 'Terminer toutes les autres sessions',
  'sessions.facts': 'Depuis {address} · connecté le {signedIn} · dernière activité le {lastSeen}',
  'sessions.failed': 'Vos sessions n’ont pas pu être chargées : {reason}',
  'sessions.loading': 'Chargement de vos sessions…',
  'sessions.showAll': 'Afficher les {count} sessions',
  'sessions.thisBrowser': 'Ce navigateur',
  'sessions.title': 'Vos sessions',
  'sessions.unknownBrowser': 'Navigateur inconnu',
  'answer.sessions.list': 'Vos sessions',
  'answer.sessions.ended': 'Sessions terminées',
  'answer.sessions.not_found': 'Session introuvable',
};
