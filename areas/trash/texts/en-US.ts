/**
 * The Trash's screen texts (`trash.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts too (`answer.<code>`, the codes of its contract's
 * table). Plain data (the build parses it: src/i18n/precompile-messages-plugin.ts). Its first id,
 * `nav.trash`, is its sidebar label; the trash has no module of its own.
 */
export const texts = {
  'nav.trash': 'Trash',
  'trash.title': 'Trash',
  'trash.description': 'Deleted records wait here until the date in the last column, when they are removed for good. Restore them before, or remove them now.',
  'trash.count': '{count, plural, one {# deleted record} other {# deleted records}}',
  'trash.search': 'Search the trash',
  'trash.searchPlaceholder': 'Search by name or by who deleted it',
  'trash.noMatchBody': 'Try another name, or clear the area filter.',
  'trash.empty': 'The trash is empty',
  'trash.column.record': 'Record',
  'trash.column.area': 'Area',
  'trash.column.deletedBy': 'Deleted by',
  'trash.column.deletedAt': 'Deleted',
  'trash.column.purgeAt': 'Removed for good',
  'trash.filter.area': 'Area',
  'trash.filter.anyArea': 'Every area',
  'trash.delete.title': 'Remove for good',
  'trash.delete.message': 'Remove {label} for good? This cannot be undone: the record and its files are deleted.',
  'trash.delete.confirm': 'Remove for good',
  // The server's answers by code (trash-contract.ts's trashAnswers)
  'answer.trash.list': 'Trash',
  'answer.trash.restored': 'Restored',
  'answer.trash.removed': 'Removed for good',
  'answer.trash.not_found': 'This record is no longer in the trash',
  'answer.trash.value_taken': 'Another record now uses the same name or e-mail. Rename or delete that record, then restore this one.',
  'answer.trash.reference_gone': 'A record this one refers to was removed for good, so it cannot come back as it was.',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
