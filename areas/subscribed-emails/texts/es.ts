/** The screen texts of the subscribed e-mails (`subscribedEmails.*`) in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.subscription-details': 'Detalles de suscripción',
  'subscribedEmails.title': 'Detalles de suscripción',
  'subscribedEmails.description': 'Las direcciones de correo suscritas a la lista de correo.',
  'subscribedEmails.count': '{count, plural, one {# suscriptor} other {# suscriptores}}',
  'subscribedEmails.empty': 'Todavía no hay suscriptores',
  'subscribedEmails.column.email': 'Correo',
  // The server's answers by code (subscribed-email-contract.ts's subscriberAnswers)
  'answer.subscriber.list': 'Lista de correos suscritos',
  'answer.subscriber.thanks': 'Gracias por suscribirte',
};
