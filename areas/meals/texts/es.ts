/** The screen texts of the meal types (`meals.*`) in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.meal': 'Comidas',
  'meals.title': 'Tipos de comida',
  'meals.description': 'Los tipos de comida con los que se puede etiquetar una clase, cada uno con su icono.',
  'meals.count': '{count, plural, one {# tipo de comida} other {# tipos de comida}}',
  'meals.add': 'Añadir tipo de comida',
  'meals.search': 'Buscar tipos de comida',
  'meals.searchPlaceholder': 'Buscar por tipo de comida',
  'meals.noMatch': 'Prueba con otro tipo de comida.',
  'meals.empty': 'Todavía no hay tipos de comida',
  'meals.deleteTitle': '¿Eliminar el tipo de comida?',
  'meals.viewTitle': 'Detalles del tipo de comida',
  'meals.addTitle': 'Añadir tipo de comida',
  'meals.editTitle': 'Editar tipo de comida',
  'meals.addDescription': 'Un tipo de comida y su icono; después podrá usarse para etiquetar clases.',
  'meals.editDescription': 'Cambia el nombre de este tipo de comida o su icono.',
  'meals.column.icon': 'Icono',
  'meals.field.mealType': 'Tipo de comida',
  'meals.field.icon': 'Imagen del icono',
  'meals.mealTypePlaceholder': 'p. ej., Vegetariana',
  'meals.iconHint': 'JPG o PNG, hasta 5 MB.',
};
