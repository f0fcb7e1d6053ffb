/**
 * The screen texts of the chefs (`chefs.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts too (`answer.<code>`, the codes of its contract's table). Plain data
 * (the build parses it: src/i18n/precompile-messages-plugin.ts). Its first id, `nav.chef`, is its
 * module's name: the sidebar, the activity log and the command palette show it.
 */
export const texts = {
  'nav.chef': 'Chef',
  'chefs.title': 'Chefs',
  'chefs.description': 'The chefs who teach classes on the platform.',
  'chefs.count': '{count, plural, one {# chef} other {# chefs}}',
  'chefs.add': 'Add chef',
  'chefs.search': 'Search chefs',
  'chefs.empty': 'No chefs yet',
  'chefs.deleteTitle': 'Delete chef?',
  'chefs.viewTitle': 'Chef details',
  'chefs.addTitle': 'Add chef',
  'chefs.editTitle': 'Edit chef',
  'chefs.addDescription': 'Create a chef profile; it can then be picked in the class form.',
  'chefs.editDescription': 'Update this chef’s profile.',
  'chefs.bioPlaceholder': 'A few lines about the chef’s cooking and background',
  // The server's answers by code (chef-contract.ts's chefAnswers)
  'answer.chef.list': 'Chef list',
  'answer.chef.lookup': 'Chefs',
  'answer.chef.details': 'Chef details',
  'answer.chef.added': 'Chef added',
  'answer.chef.updated': 'Chef updated',
  'answer.chef.activated': 'Chef activated',
  'answer.chef.deactivated': 'Chef deactivated',
  'answer.chef.deleted': 'Chef deleted',
  'answer.chef.not_found': 'Chef not found',
  'answer.chef.has_classes': 'This chef has classes; delete or reassign them first.',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
