/** The Trash's screen texts (`trash.*`) in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.trash': 'Corbeille',
  'trash.title': 'Corbeille',
  'trash.description': 'Les enregistrements supprimés attendent ici jusqu’à la date de la dernière colonne, où ils sont supprimés définitivement. Restaurez-les avant, ou supprimez-les maintenant.',
  'trash.count': '{count, plural, one {# enregistrement supprimé} other {# enregistrements supprimés}}',
  'trash.search': 'Rechercher dans la corbeille',
  'trash.searchPlaceholder': 'Rechercher par nom ou par qui l’a supprimé',
  'trash.noMatchBody': 'Essayez un autre nom ou retirez le filtre de zone.',
  'trash.empty': 'La corbeille est vide',
  'trash.column.record': 'Enregistrement',
  'trash.column.area': 'Zone',
  'trash.column.deletedBy': 'Supprimé par',
  'trash.column.deletedAt': 'Supprimé',
  'trash.column.purgeAt': 'Supprimé définitivement le',
  'trash.filter.area': 'Zone',
  'trash.filter.anyArea': 'Toutes les zones',
  'trash.delete.title': 'Supprimer définitivement',
  'trash.delete.message': 'Supprimer {label} définitivement ? Cette action est irréversible : l’enregistrement et ses fichiers sont supprimés.',
  'trash.delete.confirm': 'Supprimer définitivement',
  // The server's answers by code (trash-contract.ts's trashAnswers)
  'answer.trash.list': 'Corbeille',
  'answer.trash.restored': 'Restauré',
  'answer.trash.removed': 'Supprimé définitivement',
  'answer.trash.not_found': 'Cet enregistrement n’est plus dans la corbeille',
  'answer.trash.value_taken': 'Un autre enregistrement utilise maintenant le même nom ou e-mail. Renommez ou supprimez cet enregistrement, puis restaurez celui-ci.',
  'answer.trash.reference_gone': 'Un enregistrement auquel celui-ci renvoie a été supprimé définitivement : il ne peut pas revenir tel qu’il était.',
};
