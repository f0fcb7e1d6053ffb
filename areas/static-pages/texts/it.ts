/** The screen texts of the static pages (`staticPages.*`) in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.static-page': 'Pagine statiche',
  'staticPages.title': 'Pagine statiche',
  'staticPages.description': 'Le pagine che i clienti leggono nell’app: chi siamo, termini, privacy e FAQ.',
  'staticPages.count': '{count, plural, one {# pagina} other {# pagine}}',
  'staticPages.search': 'Cerca pagine statiche',
  'staticPages.empty': 'Nessuna pagina statica',
  'staticPages.viewTitle': 'Pagina statica',
  'staticPages.editTitle': 'Modifica pagina statica',
  'staticPages.editDescription': 'Modifica il titolo e il testo della pagina; l’app la mostra come viene salvata qui.',
  'staticPages.field.content': 'Contenuto',
  'staticPages.field.pageName': 'Nome della pagina',
  // The server's answers by code (static-page-contract.ts's pageAnswers)
  'answer.page.list': 'Elenco pagine',
  'answer.page.details': 'Dettagli pagina',
  'answer.page.updated': 'Pagina aggiornata',
  'answer.page.not_found': 'Pagina non trovata',
};
