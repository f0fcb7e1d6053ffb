/** The screen texts of the ingredients (`ingredients.*`) in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.ingredients': 'Ingrédients',
  'ingredients.title': 'Ingrédients',
  'ingredients.description': 'Les ingrédients qu’un cours peut utiliser ; le formulaire des cours les propose.',
  'ingredients.count': '{count, plural, one {# ingrédient} other {# ingrédients}}',
  'ingredients.add': 'Ajouter un ingrédient',
  'ingredients.search': 'Rechercher des ingrédients',
  'ingredients.searchPlaceholder': 'Rechercher par nom',
  'ingredients.noMatch': 'Essayez un autre nom.',
  'ingredients.empty': 'Aucun ingrédient pour l’instant',
  'ingredients.deleteTitle': 'Supprimer l’ingrédient ?',
  'ingredients.column.name': 'Nom',
  'ingredients.addTitle': 'Ajouter des ingrédients',
  'ingredients.editTitle': 'Modifier les ingrédients',
  'ingredients.addDescription': 'Nommez un ingrédient une seule fois ; tous les cours pourront ensuite l’utiliser.',
  'ingredients.editDescription': 'Renommez cet ingrédient dans tous les cours qui l’utilisent.',
  'ingredients.field.name': 'Nom',
  'ingredients.namePlaceholder': 'p. ex. Basilic',
  'ingredients.nameHint': 'Enregistré avec une majuscule initiale.',
  // The server's answers by code (ingredient-contract.ts's ingredientAnswers)
  'answer.ingredient.list': 'Liste des ingrédients',
  'answer.ingredient.all': 'Ingrédients',
  'answer.ingredient.added': 'Ingrédient ajouté',
  'answer.ingredient.updated': 'Ingrédient mis à jour',
  'answer.ingredient.deleted': 'Ingrédient supprimé',
  'answer.ingredient.not_found': 'Ingrédient introuvable',
  'answer.ingredient.exists': 'Cet ingrédient existe déjà',
  'answer.ingredient.in_classes': 'Cet ingrédient est utilisé par des cours ; retirez-le d’abord de ceux-ci.',
};
