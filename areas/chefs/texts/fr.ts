/** The screen texts of the chefs (`chefs.*`) in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.chef': 'Chefs',
  'chefs.title': 'Chefs',
  'chefs.description': 'Les chefs qui donnent des cours sur la plateforme.',
  'chefs.count': '{count, plural, one {# chef} other {# chefs}}',
  'chefs.add': 'Ajouter un chef',
  'chefs.search': 'Rechercher des chefs',
  'chefs.empty': 'Aucun chef pour l’instant',
  'chefs.deleteTitle': 'Supprimer le chef ?',
  'chefs.viewTitle': 'Détails du chef',
  'chefs.addTitle': 'Ajouter un chef',
  'chefs.editTitle': 'Modifier le chef',
  'chefs.addDescription': 'Créez le profil d’un chef ; il pourra ensuite être choisi dans le formulaire des cours.',
  'chefs.editDescription': 'Mettez à jour le profil de ce chef.',
  'chefs.bioPlaceholder': 'Quelques lignes sur la cuisine et le parcours du chef',
  // The server's answers by code (chef-contract.ts's chefAnswers)
  'answer.chef.list': 'Liste des chefs',
  'answer.chef.lookup': 'Chefs',
  'answer.chef.details': 'Détails du chef',
  'answer.chef.added': 'Chef ajouté',
  'answer.chef.updated': 'Chef mis à jour',
  'answer.chef.activated': 'Chef activé',
  'answer.chef.deactivated': 'Chef désactivé',
  'answer.chef.deleted': 'Chef supprimé',
  'answer.chef.not_found': 'Chef introuvable',
  'answer.chef.has_classes': 'Ce chef a des cours ; supprimez-les ou réattribuez-les d’abord.',
};
