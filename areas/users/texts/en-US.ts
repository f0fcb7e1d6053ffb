/**
 * The screen texts of the app users (`users.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts too (`answer.<code>`, the codes of its contract's table). Plain data
 * (the build parses it: src/i18n/precompile-messages-plugin.ts). Its first id, `nav.user`, is its
 * module's name: the sidebar, the activity log and the command palette show it.
 */
export const texts = {
  'nav.user': 'User',
  'users.title': 'Users',
  'users.description': 'People who use the app to take classes.',
  'users.count': '{count, plural, one {# user} other {# users}}',
  'users.add': 'Add user',
  'users.search': 'Search users',
  'users.empty': 'No users yet',
  'users.deleteTitle': 'Delete user?',
  'users.viewTitle': 'User details',
  'users.addTitle': 'Add user',
  'users.editTitle': 'Edit user',
  'users.addDescription': 'Create an app account with a password the user can sign in with.',
  'users.editDescription': 'Change this user’s name, e-mail or picture.',
  'users.sendMail': 'Send Mail',
  // The server's answers by code (user-contract.ts's userAnswers)
  'answer.user.list': 'User list',
  'answer.user.details': 'User details',
  'answer.user.added': 'User added',
  'answer.user.updated': 'User updated',
  'answer.user.activated': 'User activated',
  'answer.user.deactivated': 'User deactivated',
  'answer.user.deleted': 'User deleted',
  'answer.user.not_found': 'User not found',
  'answer.user.activation_sent': 'Activation code sent to {email}',
  'answer.user.activation_mail_failed': 'The e-mail with the activation code could not be sent. Please try again.',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
