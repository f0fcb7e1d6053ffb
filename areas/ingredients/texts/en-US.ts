/**
 * The screen texts of the ingredients (`ingredients.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts too (`answer.<code>`, the codes of its contract's table). Plain data
 * (the build parses it: src/i18n/precompile-messages-plugin.ts). Its first id, `nav.ingredients`, is its
 * module's name: the sidebar, the activity log and the command palette show it.
 */
export const texts = {
  'nav.ingredients': 'Ingredients',
  'ingredients.title': 'Ingredients',
  'ingredients.description': 'The ingredients a class can list; the class form picks from these.',
  'ingredients.count': '{count, plural, one {# ingredient} other {# ingredients}}',
  'ingredients.add': 'Add Ingredient',
  'ingredients.search': 'Search ingredients',
  'ingredients.searchPlaceholder': 'Search by name',
  'ingredients.noMatch': 'Try another name.',
  'ingredients.empty': 'No ingredients yet',
  'ingredients.deleteTitle': 'Delete ingredient?',
  'ingredients.column.name': 'Name',
  'ingredients.addTitle': 'Add Ingredients',
  'ingredients.editTitle': 'Edit Ingredients',
  'ingredients.addDescription': 'Name an ingredient once; every class can then use it.',
  'ingredients.editDescription': 'Rename this ingredient in every class that uses it.',
  'ingredients.field.name': 'Name',
  'ingredients.namePlaceholder': 'e.g. Basil',
  'ingredients.nameHint': 'Saved with a capital first letter.',
  // The server's answers by code (ingredient-contract.ts's ingredientAnswers)
  'answer.ingredient.list': 'Ingredient list',
  'answer.ingredient.all': 'Ingredients',
  'answer.ingredient.added': 'Ingredient added',
  'answer.ingredient.updated': 'Ingredient updated',
  'answer.ingredient.deleted': 'Ingredient deleted',
  'answer.ingredient.not_found': 'Ingredient not found',
  'answer.ingredient.exists': 'This ingredient already exists',
  'answer.ingredient.in_classes': 'This ingredient is used by classes; remove it from them first.',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
