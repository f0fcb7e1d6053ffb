/** The screen texts of the subscribed e-mails (`subscribedEmails.*`) in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.subscription-details': 'تفاصيل الاشتراكات',
  'subscribedEmails.title': 'تفاصيل الاشتراكات',
  'subscribedEmails.description': 'عناوين البريد الإلكتروني المشتركة في القائمة البريدية.',
  'subscribedEmails.count': '{count, plural, zero {لا يوجد مشتركون} one {مشترك واحد} two {مشتركان} few {# مشتركين} many {# مشتركًا} other {# مشترك}}',
  'subscribedEmails.empty': 'لا يوجد مشتركون بعد',
  'subscribedEmails.column.email': 'البريد الإلكتروني',
  // The server's answers by code (subscribed-email-contract.ts's subscriberAnswers)
  'answer.subscriber.list': 'قائمة البريد الإلكتروني المشترك',
  'answer.subscriber.thanks': 'شكرًا لاشتراكك',
};
