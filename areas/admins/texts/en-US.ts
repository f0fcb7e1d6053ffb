/**
 * The screen texts of the admins (`admins.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts stay with the contract's answer codes. Plain data
 * (the build parses it: src/i18n/precompile-messages-plugin.ts). Its first id, `nav.admin`, is its
 * module's name: the sidebar, the activity log and the command palette show it.
 */
export const texts = {
  'nav.admin': 'Admin',
  'admins.title': 'Admins',
  'admins.description': 'The people who run this back-office, and their roles.',
  'admins.count': '{count, plural, one {# admin} other {# admins}}',
  'admins.add': 'Add admin',
  'admins.search': 'Search admins',
  'admins.empty': 'No admins yet',
  'admins.deleteTitle': 'Delete admin?',
  'admins.locked.self': 'You cannot deactivate or delete your own account',
  'admins.locked.superAdmin': 'The super admin cannot be deactivated or deleted',
  'admins.viewTitle': 'Admin details',
  'admins.endSessions': 'End all sessions',
  'admins.endSessionsConfirm': 'Sign {name} out of every browser? Their next step asks for a sign-in.',
  'admins.endSessionsEnding': 'Ending sessions…',
  'admins.endSessionsKeep': 'Keep signed in',
  'admins.addTitle': 'Add admin',
  'admins.editTitle': 'Edit admin',
  'admins.addDescription': 'The new admin gets an e-mail with a link to set their password.',
  'admins.editDescription': 'Change this admin’s name, role or picture.',
  'admins.emailHint': 'The link to set a password is sent here.',
  'admins.rolePlaceholder': 'Select a role',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
