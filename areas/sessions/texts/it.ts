/** The sessions' texts in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.sessions': 'Le tue sessioni',
  'sessions.browserOn': '{browser} su {system}',
  'sessions.description': 'Dove hai effettuato l’accesso. Termina qualsiasi sessione che non riconosci: il suo prossimo passo chiederà di accedere.',
  'sessions.end': 'Termina',
  'sessions.endLabel': 'Termina la sessione di {browser} da {address}',
  'sessions.endOthers': 'Termina tutte le altre sessioni',
  'sessions.facts': 'Da {address} · accesso {signedIn} · ultima attività {lastSeen}',
  'sessions.failed': 'Impossibile caricare le tue sessioni: {reason}',
  'sessions.loading': 'Caricamento delle tue sessioni…',
  'sessions.showAll': 'Mostra tutte le {count} sessioni',
  'sessions.thisBrowser': 'Questo browser',
  'sessions.title': 'Le tue sessioni',
  'sessions.unknownBrowser': 'Browser sconosciuto',
  'answer.sessions.list': 'Le tue sessioni',
  'answer.sessions.ended': 'Sessioni terminate',
  'answer.sessions.not_found': 'Sessione non trovata',
};
