/**
 * The screen texts of the meal types (`meals.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts too (`answer.<code>`, the codes of its contract's table). Plain data
 * (the build parses it: src/i18n/precompile-messages-plugin.ts). Its first id, `nav.meal`, is its
 * module's name: the sidebar, the activity log and the command palette show it.
 */
export const texts = {
  'nav.meal': 'Meal',
  'meals.title': 'Meal types',
  'meals.description': 'The meal types a class can be tagged with, each with its icon.',
  'meals.count': '{count, plural, one {# meal type} other {# meal types}}',
  'meals.add': 'Add meal type',
  'meals.search': 'Search meal types',
  'meals.searchPlaceholder': 'Search by meal type',
  'meals.noMatch': 'Try another meal type.',
  'meals.empty': 'No meal types yet',
  'meals.deleteTitle': 'Delete meal type?',
  'meals.viewTitle': 'Meal type details',
  'meals.addTitle': 'Add meal type',
  'meals.editTitle': 'Edit meal type',
  'meals.addDescription': 'A meal type and its icon; classes can then be tagged with it.',
  'meals.editDescription': 'Rename this meal type or change its icon.',
  'meals.column.icon': 'Icon',
  'meals.field.mealType': 'Meal type',
  'meals.field.icon': 'Icon image',
  'meals.mealTypePlaceholder': 'e.g. Vegetarian',
  'meals.iconHint': 'JPG or PNG, up to 5 MB.',
  // The server's answers by code (meal-contract.ts's mealAnswers)
  'answer.meal.list': 'Meal type list',
  'answer.meal.lookup': 'Meal types',
  'answer.meal.details': 'Meal type details',
  'answer.meal.added': 'Meal type added',
  'answer.meal.updated': 'Meal type updated',
  'answer.meal.activated': 'Meal type activated',
  'answer.meal.deactivated': 'Meal type deactivated',
  'answer.meal.deleted': 'Meal type deleted',
  'answer.meal.not_found': 'Meal type not found',
  'answer.meal.in_classes': 'This meal type is used by classes; remove it from them first.',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
