/** The screen texts of the static pages (`staticPages.*`) in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.static-page': 'Pages statiques',
  'staticPages.title': 'Pages statiques',
  'staticPages.description': 'Les pages que les clients lisent dans l’application : à propos, conditions, confidentialité et FAQ.',
  'staticPages.count': '{count, plural, one {# page} other {# pages}}',
  'staticPages.search': 'Rechercher des pages statiques',
  'staticPages.empty': 'Aucune page statique',
  'staticPages.viewTitle': 'Page statique',
  'staticPages.editTitle': 'Modifier la page statique',
  'staticPages.editDescription': 'Modifiez le titre et le texte de la page ; l’application l’affiche tel qu’il est enregistré ici.',
  'staticPages.field.content': 'Contenu',
  'staticPages.field.pageName': 'Nom de la page',
  // The server's answers by code (static-page-contract.ts's pageAnswers)
  'answer.page.list': 'Liste des pages',
  'answer.page.details': 'Détails de la page',
  'answer.page.updated': 'Page mise à jour',
  'answer.page.not_found': 'Page introuvable',
};
