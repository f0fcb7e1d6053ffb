/**
 * The screen texts of the subscribed e-mails (`subscribedEmails.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts too (`answer.<code>`, the codes of its contract's table). Plain data
 * (the build parses it: src/i18n/precompile-messages-plugin.ts). Its first id, `nav.subscription-details`, is its
 * module's name: the sidebar, the activity log and the command palette show it.
 */
export const texts = {
  'nav.subscription-details': 'Subscription details',
  'subscribedEmails.title': 'Subscription details',
  'subscribedEmails.description': 'The e-mail addresses subscribed to the mailing list.',
  'subscribedEmails.count': '{count, plural, one {# subscriber} other {# subscribers}}',
  'subscribedEmails.empty': 'No subscribers yet',
  'subscribedEmails.column.email': 'Email',
  // The server's answers by code (subscribed-email-contract.ts's subscriberAnswers)
  'answer.subscriber.list': 'Subscribed email list',
  'answer.subscriber.thanks': 'Thank you for subscribing',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
