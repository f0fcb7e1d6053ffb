/** The screen texts of the subscribed e-mails (`subscribedEmails.*`) in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.subscription-details': '订阅详情',
  'subscribedEmails.title': '订阅详情',
  'subscribedEmails.description': '订阅了邮件列表的电子邮箱地址。',
  'subscribedEmails.count': '{count, plural, other {# 位订阅者}}',
  'subscribedEmails.empty': '暂无订阅者',
  'subscribedEmails.column.email': '电子邮箱',
  // The server's answers by code (subscribed-email-contract.ts's subscriberAnswers)
  'answer.subscriber.list': '订阅邮箱列表',
  'answer.subscriber.thanks': '感谢您的订阅',
};
