/**
 * Italiano, first part: the same ids as en-US.ts (tests/unit/catalogues.test.ts), loaded as its
 * own chunk. Plain data: only a type import (the build precompiles it).
 */
import type { FirstCatalogue } from './en-US';

export const it = {
  // UI kit
  'ui.password.show': 'Mostra password',

  // Sign-in
  'auth.login.title': 'Bentornato',
  'auth.login.subtitle': 'Accedi al pannello di amministrazione di {productName}.',
  'auth.login.email': 'Email',
  'auth.login.emailPlaceholder': 'tu@esempio.com',
  'auth.login.password': 'Password',
  'auth.login.passwordPlaceholder': 'Inserisci la password',
  'auth.login.submit': 'Accedi',
  'auth.login.forgotPassword': 'Password dimenticata?',
  'auth.login.noAccount': 'Non hai ancora un account?',
  'auth.login.register': 'Registrati',
  'auth.brand.tagline': 'Pannello di amministrazione',
  'auth.brand.headline': 'Gestisci chef, corsi e menu da un unico posto, con calma.',
  'auth.brand.pointKitchen': 'Chef, corsi, pasti e ingredienti',
  'auth.brand.pointPlans': 'Piani di abbonamento e prezzi dei pacchetti',
  'auth.brand.pointTeam': 'Amministratori, utenti e pagine statiche',
  'shell.footer.copyright': '© {year} {productName}. Tutti i diritti riservati.',

  // Language and our own toasts
  'locale.picker': 'Lingua',
  'locale.loadFailed': 'Non è stato possibile caricare la lingua scelta.',
  'locale.areasFailed': 'Non è stato possibile caricare i testi di questa pagina.',
  'locale.retry': 'Riprova',
  'notice.somethingWentWrong': 'Qualcosa è andato storto',
  'notice.noAnswer': 'Impossibile raggiungere il server',
  'notice.unexpectedAnswer': 'Il server ha risposto in modo inatteso',
  'notice.ingredientGone': 'Questo ingrediente non esiste più',
  'notice.csvReady': 'Il file CSV è pronto',

  // Flow journal panel (?debug)
  'journal.title': 'Diario dei flussi · {count, plural, one {# evento} other {# eventi}}',
  'journal.export': 'Esporta JSON',
  'journal.clear': 'Svuota',
  'journal.import': 'Importa e riproduci',
  'journal.replayTitle': 'Riproduzione di {file} · {same} uguali, {different} diversi, {incomplete} incompleti',
  'journal.replayFailed': '{file} non è un’esportazione del diario dei flussi.',
  'journal.backToLive': 'Diario dal vivo',
  'journal.outcome.same': 'uguale',
  'journal.outcome.different': 'diverso',
  'journal.outcome.failed': 'errore',
  'journal.outcome.incomplete': 'incompleto',
  'journal.hide': 'Nascondi',
  'journal.show': 'Mostra',

  // Validation (spec section 5)
  'validation.emailEnter': 'Inserisci la tua email',
  'validation.passwordEnter': 'Inserisci la tua password',
  'validation.emailInvalid': 'Inserisci un’email valida',
  'validation.passwordTooLong': 'La password è troppo lunga',

  // The server's answers by code (src/api/contract/answer-codes.ts): signed-out screens' here,
  // the rest in the second part. en-US says what the server's `message` says.
  'answer.auth.signed_in': 'Accesso effettuato',
  'answer.auth.signed_out': 'Disconnesso',
  'answer.auth.session_ended': 'La sessione è terminata. Accedi di nuovo.',
  'answer.auth.invalid_credentials': 'Email o password non validi',
  'answer.auth.account_deactivated': 'Il tuo account è disattivato. Contatta un amministratore.',
  'answer.auth.module_required': 'Il tuo ruolo non dà accesso a questa sezione',
  'answer.auth.too_many_sign_ins': 'Troppi tentativi di accesso. Riprova tra {minutes, plural, one {# minuto} other {# minuti}}.',
  'answer.account.too_many_attempts': 'Troppi tentativi. Riprova tra {minutes, plural, one {# minuto} other {# minuti}}.',
  'answer.account.otp_sent': 'Se questa email appartiene a un account, le è stato inviato un OTP.',
  'answer.account.otp_verified': 'OTP verificato',
  'answer.account.password_reset': 'La password è stata reimpostata. Accedi.',
  'answer.account.otp_not_valid': 'Questo OTP non è valido. Richiedine uno nuovo.',
  'answer.account.otp_expired': 'Questo OTP è scaduto. Richiedine uno nuovo.',
  'answer.account.otp_used': 'Questo OTP è già stato usato. Richiedine uno nuovo.',
  'answer.account.otp_dead': 'Troppi tentativi errati: questo OTP non funziona più. Richiedine uno nuovo.',
  'answer.account.otp_wrong': 'OTP errato. {left, plural, one {Resta # tentativo} other {Restano # tentativi}}.',
  'answer.account.otp_wrong_last': 'OTP errato. Nessun tentativo rimasto: richiedi un nuovo OTP.',
  'answer.account.link_not_valid': 'Questo link non è valido. Chiedine uno nuovo a un amministratore.',
  'answer.account.link_expired': 'Questo link è scaduto. Chiedine uno nuovo a un amministratore.',
  'answer.account.link_used': 'Questo link è già stato usato. Accedi con la tua password o usa Password dimenticata.',
  'answer.account.password_set': 'La password è stata impostata. Accedi.',
  'answer.account.current_password_wrong': 'La password attuale non è corretta',
  'answer.account.password_changed_meanwhile': 'La password è stata cambiata nel frattempo. Accedi di nuovo.',
  'answer.account.password_changed': 'La password è stata cambiata. Accedi di nuovo.',
  'answer.account.too_many_password_checks': 'Troppe password attuali errate. Riprova più tardi.',
  'answer.account.profile_updated': 'Profilo aggiornato',
} satisfies FirstCatalogue;
