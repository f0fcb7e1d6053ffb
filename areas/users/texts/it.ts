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
  // The server's answers by code (user-contract.ts's userAnswers)
  'answer.user.list': 'Elenco utenti',
  'answer.user.details': 'Dettagli utente',
  'answer.user.added': 'Utente aggiunto',
  'answer.user.updated': 'Utente aggiornato',
  'answer.user.activated': 'Utente attivato',
  'answer.user.deactivated': 'Utente disattivato',
  'answer.user.deleted': 'Utente eliminato',
  'answer.user.not_found': 'Utente non trovato',
  'answer.user.activation_sent': 'Codice di attivazione inviato a {email}',
  'answer.user.activation_mail_failed': 'Non è stato possibile inviare l’email con il codice di attivazione. Riprova.',
};
