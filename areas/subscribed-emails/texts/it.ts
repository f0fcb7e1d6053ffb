/** The screen texts of the subscribed e-mails (`subscribedEmails.*`) in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.subscription-details': 'Dettagli abbonamenti',
  'subscribedEmails.title': 'Dettagli abbonamenti',
  'subscribedEmails.description': 'Gli indirizzi email iscritti alla mailing list.',
  'subscribedEmails.count': '{count, plural, one {# iscritto} other {# iscritti}}',
  'subscribedEmails.empty': 'Ancora nessun iscritto',
  'subscribedEmails.column.email': 'Email',
  // The server's answers by code (subscribed-email-contract.ts's subscriberAnswers)
  'answer.subscriber.list': 'Elenco email iscritte',
  'answer.subscriber.thanks': 'Grazie per l’iscrizione',
};
