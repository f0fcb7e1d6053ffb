/**
 * The screen texts of the admins (`admins.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts too (`answer.<code>`, the codes of its contract's table). Plain data
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
  // The server's answers by code (admin-contract.ts's adminAnswers)
  'answer.admin.list': 'Admin list',
  'answer.admin.roles': 'Admin roles',
  'answer.admin.details': 'Admin details',
  'answer.admin.added': 'Admin added. A link to set the password was sent to {email}.',
  'answer.admin.updated': 'Admin updated',
  'answer.admin.activated': 'Admin activated',
  'answer.admin.deactivated': 'Admin deactivated',
  'answer.admin.deleted': 'Admin deleted',
  'answer.admin.not_found': 'Admin not found',
  'answer.admin.set_password_mail_failed': 'The e-mail with the set-password link could not be sent, so the admin was not added. Please try again.',
  'answer.admin.cannot_delete_self': 'You cannot delete your own account',
  'answer.admin.cannot_deactivate_self': 'You cannot deactivate your own account',
  'answer.admin.cannot_delete_super_admin': 'The super admin cannot be deleted',
  'answer.admin.cannot_deactivate_super_admin': 'The super admin cannot be deactivated',
  'answer.admin.cannot_change_super_admin_role': 'The super admin’s role cannot be changed',
  'answer.admin.cannot_change_own_role': 'You cannot change your own role',
  'answer.admin.only_super_admin_grants_roles': 'Only the super admin can grant roles',
  'answer.admin.cannot_touch_higher_role': 'Only the super admin can change an admin whose role has more access than yours',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
