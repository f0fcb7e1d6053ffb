/** The screen texts of the ingredients (`ingredients.*`) in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.ingredients': 'Ingredienti',
  'ingredients.title': 'Ingredienti',
  'ingredients.description': 'Gli ingredienti che un corso può elencare; il modulo dei corsi li propone.',
  'ingredients.count': '{count, plural, one {# ingrediente} other {# ingredienti}}',
  'ingredients.add': 'Aggiungi ingrediente',
  'ingredients.search': 'Cerca ingredienti',
  'ingredients.searchPlaceholder': 'Cerca per nome',
  'ingredients.noMatch': 'Prova con un altro nome.',
  'ingredients.empty': 'Ancora nessun ingrediente',
  'ingredients.deleteTitle': 'Eliminare l’ingrediente?',
  'ingredients.column.name': 'Nome',
  'ingredients.addTitle': 'Aggiungi ingredienti',
  'ingredients.editTitle': 'Modifica ingredienti',
  'ingredients.addDescription': 'Registra un ingrediente una volta sola; tutti i corsi potranno usarlo.',
  'ingredients.editDescription': 'Rinomina questo ingrediente in tutti i corsi che lo usano.',
  'ingredients.field.name': 'Nome',
  'ingredients.namePlaceholder': 'es. Basilico',
  'ingredients.nameHint': 'Salvato con l’iniziale maiuscola.',
  // The server's answers by code (ingredient-contract.ts's ingredientAnswers)
  'answer.ingredient.list': 'Elenco ingredienti',
  'answer.ingredient.all': 'Ingredienti',
  'answer.ingredient.added': 'Ingrediente aggiunto',
  'answer.ingredient.updated': 'Ingrediente aggiornato',
  'answer.ingredient.deleted': 'Ingrediente eliminato',
  'answer.ingredient.not_found': 'Ingrediente non trovato',
  'answer.ingredient.exists': 'Questo ingrediente esiste già',
  'answer.ingredient.in_classes': 'Questo ingrediente è usato da alcune lezioni; rimuovilo prima da esse.',
};
