/** The screen texts of the subscribed e-mails (`subscribedEmails.*`) in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.subscription-details': 'Détails des abonnements',
  'subscribedEmails.title': 'Détails des abonnements',
  'subscribedEmails.description': 'Les adresses e-mail inscrites à la liste de diffusion.',
  'subscribedEmails.count': '{count, plural, one {# abonné} other {# abonnés}}',
  'subscribedEmails.empty': 'Aucun abonné pour l’instant',
  'subscribedEmails.column.email': 'E-mail',
  // The server's answers by code (subscribed-email-contract.ts's subscriberAnswers)
  'answer.subscriber.list': 'Liste des e-mails abonnés',
  'answer.subscriber.thanks': 'Merci de votre abonnement',
};
