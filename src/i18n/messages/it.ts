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
  'auth.login.or': 'oppure',
  'auth.login.passkey': 'Accedi con una passkey',
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
  'notice.passkeyCancelled': 'Nessuna passkey usata: la richiesta è stata annullata o è scaduta',
  'notice.passkeyUnsupported': 'Questo browser non può usare le passkey',

  // Validation (spec section 5)
  'validation.emailEnter': 'Inserisci la tua email',
  'validation.passwordEnter': 'Inserisci la tua password',
  'validation.emailInvalid': 'Inserisci un’email valida',
  'validation.passwordTooLong': 'La password è troppo lunga',
  'validation.passwordGuessable': 'Questa password è troppo facile da indovinare: non usare una password comune, il tuo nome o la tua e-mail, né il nome del prodotto',

  // The server's answers by code (src/api/contract/answer-codes.ts): the login page's here, the
  // rest in the second part (every other screen waits for it). en-US says what the server's `message` says.
  'answer.auth.signed_in': 'Accesso effettuato',
  'answer.auth.signed_out': 'Disconnesso',
  'answer.auth.session_ended': 'La sessione è terminata. Accedi di nuovo.',
  'answer.auth.invalid_credentials': 'Email o password non validi',
  'answer.auth.account_deactivated': 'Il tuo account è disattivato. Contatta un amministratore.',
  'answer.auth.module_required': 'Il tuo ruolo non dà accesso a questa sezione',
  'answer.auth.too_many_sign_ins': 'Troppi tentativi di accesso. Riprova tra {minutes, plural, one {# minuto} other {# minuti}}.',
  'answer.passkey.expired': 'Questa richiesta di passkey è scaduta. Riprova.',
  'answer.passkey.not_verified': 'Non è stato possibile verificare questa passkey. Riprova.',
} satisfies FirstCatalogue;
