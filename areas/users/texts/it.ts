/** The screen texts of the app users (`users.*`) in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.user': 'Utenti',
  'users.title': 'Utenti',
  'users.description': 'Le persone che usano l’app per seguire i corsi.',
  'users.count': '{count, plural, one {# utente} other {# utenti}}',
  'users.add': 'Aggiungi utente',
  'users.search': 'Cerca utenti',
  'users.empty': 'Ancora nessun utente',
  'users.deleteTitle': 'Eliminare l’utente?',
  'users.viewTitle': 'Dettagli dell’utente',
  'users.addTitle': 'Aggiungi utente',
  'users.editTitle': 'Modifica utente',
  'users.addDescription': 'Crea un account dell’app con una password con cui l’utente potrà accedere.',
  'users.editDescription': 'Modifica il nome, l’email o la foto di questo utente.',
  'users.sendMail': 'Invia email',
};
