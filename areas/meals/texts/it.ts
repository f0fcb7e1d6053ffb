/** The screen texts of the meal types (`meals.*`) in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.meal': 'Pasti',
  'meals.title': 'Tipi di pasto',
  'meals.description': 'I tipi di pasto con cui si può etichettare un corso, ognuno con la sua icona.',
  'meals.count': '{count, plural, one {# tipo di pasto} other {# tipi di pasto}}',
  'meals.add': 'Aggiungi tipo di pasto',
  'meals.search': 'Cerca tipi di pasto',
  'meals.searchPlaceholder': 'Cerca per tipo di pasto',
  'meals.noMatch': 'Prova con un altro tipo di pasto.',
  'meals.empty': 'Ancora nessun tipo di pasto',
  'meals.deleteTitle': 'Eliminare il tipo di pasto?',
  'meals.viewTitle': 'Dettagli del tipo di pasto',
  'meals.addTitle': 'Aggiungi tipo di pasto',
  'meals.editTitle': 'Modifica tipo di pasto',
  'meals.addDescription': 'Un tipo di pasto e la sua icona; i corsi potranno poi esserne etichettati.',
  'meals.editDescription': 'Rinomina questo tipo di pasto o cambiane l’icona.',
  'meals.column.icon': 'Icona',
  'meals.field.mealType': 'Tipo di pasto',
  'meals.field.icon': 'Immagine dell’icona',
  'meals.mealTypePlaceholder': 'es. Vegetariano',
  'meals.iconHint': 'JPG o PNG, fino a 5 MB.',
};
