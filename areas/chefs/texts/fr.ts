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
};
