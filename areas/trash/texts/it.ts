/** The Trash's screen texts (`trash.*`) in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.trash': 'Cestino',
  'trash.title': 'Cestino',
  'trash.description': 'I record eliminati restano qui fino alla data dell’ultima colonna, quando vengono eliminati definitivamente. Ripristinali prima, o eliminali subito.',
  'trash.count': '{count, plural, one {# record eliminato} other {# record eliminati}}',
  'trash.search': 'Cerca nel cestino',
  'trash.searchPlaceholder': 'Cerca per nome o per chi l’ha eliminato',
  'trash.noMatchBody': 'Prova un altro nome o togli il filtro per area.',
  'trash.empty': 'Il cestino è vuoto',
  'trash.column.record': 'Record',
  'trash.column.area': 'Area',
  'trash.column.deletedBy': 'Eliminato da',
  'trash.column.deletedAt': 'Eliminato',
  'trash.column.purgeAt': 'Eliminato definitivamente il',
  'trash.filter.area': 'Area',
  'trash.filter.anyArea': 'Tutte le aree',
  'trash.delete.title': 'Elimina definitivamente',
  'trash.delete.message': 'Eliminare {label} definitivamente? L’operazione non si può annullare: il record e i suoi file vengono eliminati.',
  'trash.delete.confirm': 'Elimina definitivamente',
  // The server's answers by code (trash-contract.ts's trashAnswers)
  'answer.trash.list': 'Cestino',
  'answer.trash.restored': 'Ripristinato',
  'answer.trash.removed': 'Eliminato definitivamente',
  'answer.trash.not_found': 'Questo record non è più nel cestino',
  'answer.trash.value_taken': 'Un altro record usa ora lo stesso nome o e-mail. Rinomina o elimina quel record, poi ripristina questo.',
  'answer.trash.reference_gone': 'Un record a cui questo rimanda è stato eliminato definitivamente, quindi non può tornare com’era.',
};
