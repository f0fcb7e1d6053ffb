/** The screen texts of the meal types (`meals.*`) in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.meal': 'Repas',
  'meals.title': 'Types de repas',
  'meals.description': 'Les types de repas qui peuvent être associés à un cours, chacun avec son icône.',
  'meals.count': '{count, plural, one {# type de repas} other {# types de repas}}',
  'meals.add': 'Ajouter un type de repas',
  'meals.search': 'Rechercher des types de repas',
  'meals.searchPlaceholder': 'Rechercher par type de repas',
  'meals.noMatch': 'Essayez un autre type de repas.',
  'meals.empty': 'Aucun type de repas pour l’instant',
  'meals.deleteTitle': 'Supprimer le type de repas ?',
  'meals.viewTitle': 'Détails du type de repas',
  'meals.addTitle': 'Ajouter un type de repas',
  'meals.editTitle': 'Modifier le type de repas',
  'meals.addDescription': 'Un type de repas et son icône ; les cours pourront ensuite y être associés.',
  'meals.editDescription': 'Renommez ce type de repas ou changez son icône.',
  'meals.column.icon': 'Icône',
  'meals.field.mealType': 'Type de repas',
  'meals.field.icon': 'Image de l’icône',
  'meals.mealTypePlaceholder': 'p. ex. Végétarien',
  'meals.iconHint': 'JPG ou PNG, 5 Mo maximum.',
};
