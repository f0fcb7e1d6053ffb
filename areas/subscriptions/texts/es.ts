/** The screen texts of the subscription plans (`subscriptions.*`) in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.subscription': 'Planes',
  'subscriptions.title': 'Planes de suscripción',
  'subscriptions.description': 'Los planes a los que pueden suscribirse los clientes.',
  'subscriptions.count': '{count, plural, one {# plan} other {# planes}}',
  'subscriptions.add': 'Añadir plan',
  'subscriptions.search': 'Buscar planes de suscripción',
  'subscriptions.empty': 'Todavía no hay planes de suscripción',
  'subscriptions.deleteTitle': '¿Eliminar el plan?',
  'subscriptions.viewTitle': 'Detalles del plan',
  'subscriptions.addTitle': 'Añadir plan de suscripción',
  'subscriptions.editTitle': 'Editar plan de suscripción',
  'subscriptions.addDescription': 'Un plan tal como lo ven los clientes y lo que cuesta.',
  'subscriptions.editDescription': 'Cambia el título, el precio o la duración de este plan.',
  'subscriptions.field.displayAmount': 'Importe mostrado',
  'subscriptions.field.timeframe': 'Duración (meses)',
  'subscriptions.displayAmountPlaceholder': '300/mes',
  'subscriptions.displayAmountHint': 'Tal como lo leen los clientes.',
  'subscriptions.amountPlaceholder': '300',
  'subscriptions.amountHint': 'El precio que se cobra, p. ej., 300 o 299.99.',
  'subscriptions.timeframePlaceholder': '12',
  'subscriptions.timeframeHint': 'Cuántos meses dura el plan.',
  'subscriptions.timeframe': '{months, plural, one {# mes} other {# meses}}',
  'subscriptions.amountInvalid': 'Introduce un importe válido',
  'subscriptions.timeframeInvalid': 'Introduce un número entero de meses',
};
