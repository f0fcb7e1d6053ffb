/** The screen texts of the block prices (`blockPrices.*`) in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.blok-price': 'Precios de bonos',
  'blockPrices.title': 'Precios de bonos',
  'blockPrices.description': 'Los precios de los bonos de clases.',
  'blockPrices.count': '{count, plural, one {# precio} other {# precios}}',
  'blockPrices.add': 'Añadir precio de bono',
  'blockPrices.search': 'Buscar precios de bonos',
  'blockPrices.searchPlaceholder': 'Buscar por título o importe',
  'blockPrices.noMatch': 'Prueba con otro título o importe.',
  'blockPrices.empty': 'Todavía no hay precios de bonos',
  'blockPrices.deleteTitle': '¿Eliminar el precio?',
  'blockPrices.deleteMessage': '¿Seguro que quieres eliminar este precio {label}?',
  'blockPrices.actions': 'Acción',
  'blockPrices.addTitle': 'Añadir precio de bono',
  'blockPrices.editTitle': 'Editar precio de bono',
  'blockPrices.addDescription': 'Un bono de clases y su precio.',
  'blockPrices.editDescription': 'Cambia el título o el precio de este bono.',
  'blockPrices.titlePlaceholder': 'p. ej., Diez clases',
  'blockPrices.amountPlaceholder': 'p. ej., 250',
  // The server's answers by code (block-price-contract.ts's priceAnswers)
  'answer.price.list': 'Lista de precios',
  'answer.price.details': 'Detalles del precio',
  'answer.price.added': 'Precio añadido',
  'answer.price.updated': 'Precio actualizado',
  'answer.price.activated': 'Precio activado',
  'answer.price.deactivated': 'Precio desactivado',
  'answer.price.deleted': 'Precio eliminado',
  'answer.price.not_found': 'Precio no encontrado',
};
