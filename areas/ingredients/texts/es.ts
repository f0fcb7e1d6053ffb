/** The screen texts of the ingredients (`ingredients.*`) in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.ingredients': 'Ingredientes',
  'ingredients.title': 'Ingredientes',
  'ingredients.description': 'Los ingredientes que puede incluir una clase; el formulario de clases los ofrece.',
  'ingredients.count': '{count, plural, one {# ingrediente} other {# ingredientes}}',
  'ingredients.add': 'Añadir ingrediente',
  'ingredients.search': 'Buscar ingredientes',
  'ingredients.searchPlaceholder': 'Buscar por nombre',
  'ingredients.noMatch': 'Prueba con otro nombre.',
  'ingredients.empty': 'Todavía no hay ingredientes',
  'ingredients.deleteTitle': '¿Eliminar el ingrediente?',
  'ingredients.column.name': 'Nombre',
  'ingredients.addTitle': 'Añadir ingredientes',
  'ingredients.editTitle': 'Editar ingredientes',
  'ingredients.addDescription': 'Registra un ingrediente una vez y todas las clases podrán usarlo.',
  'ingredients.editDescription': 'Cambia el nombre de este ingrediente en todas las clases que lo usan.',
  'ingredients.field.name': 'Nombre',
  'ingredients.namePlaceholder': 'p. ej., Albahaca',
  'ingredients.nameHint': 'Se guarda con la primera letra en mayúscula.',
  // The server's answers by code (ingredient-contract.ts's ingredientAnswers)
  'answer.ingredient.list': 'Lista de ingredientes',
  'answer.ingredient.all': 'Ingredientes',
  'answer.ingredient.added': 'Ingrediente añadido',
  'answer.ingredient.updated': 'Ingrediente actualizado',
  'answer.ingredient.deleted': 'Ingrediente eliminado',
  'answer.ingredient.not_found': 'Ingrediente no encontrado',
  'answer.ingredient.exists': 'Este ingrediente ya existe',
  'answer.ingredient.in_classes': 'Este ingrediente se usa en clases; quítalo de ellas primero.',
};
