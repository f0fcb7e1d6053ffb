/** The Trash's screen texts (`trash.*`) in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.trash': 'Papelera',
  'trash.title': 'Papelera',
  'trash.description': 'Los registros eliminados esperan aquí hasta la fecha de la última columna, cuando se eliminan definitivamente. Restáuralos antes o elimínalos ya.',
  'trash.count': '{count, plural, one {# registro eliminado} other {# registros eliminados}}',
  'trash.search': 'Buscar en la papelera',
  'trash.searchPlaceholder': 'Busca por nombre o por quién lo eliminó',
  'trash.noMatchBody': 'Prueba otro nombre o quita el filtro de área.',
  'trash.empty': 'La papelera está vacía',
  'trash.column.record': 'Registro',
  'trash.column.area': 'Área',
  'trash.column.deletedBy': 'Eliminado por',
  'trash.column.deletedAt': 'Eliminado',
  'trash.column.purgeAt': 'Se elimina definitivamente',
  'trash.filter.area': 'Área',
  'trash.filter.anyArea': 'Todas las áreas',
  'trash.delete.title': 'Eliminar definitivamente',
  'trash.delete.message': '¿Eliminar {label} definitivamente? Esto no se puede deshacer: se eliminan el registro y sus archivos.',
  'trash.delete.confirm': 'Eliminar definitivamente',
  // The server's answers by code (trash-contract.ts's trashAnswers)
  'answer.trash.list': 'Papelera',
  'answer.trash.restored': 'Restaurado',
  'answer.trash.removed': 'Eliminado definitivamente',
  'answer.trash.not_found': 'Este registro ya no está en la papelera',
  'answer.trash.value_taken': 'Otro registro usa ahora el mismo nombre o correo. Cambia el nombre de ese registro o elimínalo y luego restaura este.',
  'answer.trash.reference_gone': 'Un registro al que este se refiere se eliminó definitivamente, así que no puede volver tal como era.',
};
