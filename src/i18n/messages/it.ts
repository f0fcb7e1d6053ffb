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
} satisfies FirstCatalogue;
