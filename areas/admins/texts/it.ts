/** The screen texts of the admins (`admins.*`) in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.admin': 'Amministratori',
  'admins.title': 'Amministratori',
  'admins.description': 'Le persone che gestiscono questo pannello, con i loro ruoli.',
  'admins.count': '{count, plural, one {# amministratore} other {# amministratori}}',
  'admins.add': 'Aggiungi amministratore',
  'admins.search': 'Cerca amministratori',
  'admins.empty': 'Ancora nessun amministratore',
  'admins.deleteTitle': 'Eliminare l’amministratore?',
  'admins.locked.self': 'Non puoi disattivare o eliminare il tuo account',
  'admins.locked.superAdmin': 'Il super amministratore non può essere disattivato né eliminato',
  'admins.viewTitle': 'Dettagli dell’amministratore',
  'admins.endSessions': 'Chiudi tutte le sessioni',
  'admins.endSessionsConfirm': 'Disconnettere {name} da tutti i browser? Il prossimo passo chiederà di accedere.',
  'admins.endSessionsEnding': 'Chiusura delle sessioni…',
  'admins.endSessionsKeep': 'Resta connesso',
  'admins.addTitle': 'Aggiungi amministratore',
  'admins.editTitle': 'Modifica amministratore',
  'admins.addDescription': 'Il nuovo amministratore riceve un’email con un link per impostare la password.',
  'admins.editDescription': 'Modifica il nome, il ruolo o la foto di questo amministratore.',
  'admins.emailHint': 'Il link per impostare la password viene inviato qui.',
  'admins.rolePlaceholder': 'Seleziona un ruolo',
};
