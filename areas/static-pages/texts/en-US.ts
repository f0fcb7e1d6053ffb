/**
 * The screen texts of the static pages (`staticPages.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts too (`answer.<code>`, the codes of its contract's table). Plain data
 * (the build parses it: src/i18n/precompile-messages-plugin.ts). Its first id, `nav.static-page`, is its
 * module's name: the sidebar, the activity log and the command palette show it.
 */
export const texts = {
  'nav.static-page': 'Static page',
  'staticPages.title': 'Static pages',
  'staticPages.description': 'The pages customers read in the app: about us, terms, privacy and FAQ.',
  'staticPages.count': '{count, plural, one {# page} other {# pages}}',
  'staticPages.search': 'Search static pages',
  'staticPages.empty': 'No static pages',
  'staticPages.viewTitle': 'Static page',
  'staticPages.editTitle': 'Edit static page',
  'staticPages.editDescription': 'Change the page’s title and its text; the app shows it as saved here.',
  'staticPages.field.content': 'Content',
  'staticPages.field.pageName': 'Page name',
  // The server's answers by code (static-page-contract.ts's pageAnswers)
  'answer.page.list': 'Page list',
  'answer.page.details': 'Page details',
  'answer.page.updated': 'Page updated',
  'answer.page.not_found': 'Page not found',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
