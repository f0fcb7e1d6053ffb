/** The screen texts of the chefs (`chefs.*`) in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.chef': 'Chefs',
  'chefs.title': 'Chefs',
  'chefs.description': 'Los chefs que imparten clases en la plataforma.',
  'chefs.count': '{count, plural, one {# chef} other {# chefs}}',
  'chefs.add': 'Añadir chef',
  'chefs.search': 'Buscar chefs',
  'chefs.empty': 'Todavía no hay chefs',
  'chefs.deleteTitle': '¿Eliminar el chef?',
  'chefs.viewTitle': 'Detalles del chef',
  'chefs.addTitle': 'Añadir chef',
  'chefs.editTitle': 'Editar chef',
  'chefs.addDescription': 'Crea el perfil de un chef; después podrá elegirse en el formulario de clases.',
  'chefs.editDescription': 'Actualiza el perfil de este chef.',
  'chefs.bioPlaceholder': 'Unas líneas sobre la cocina y la trayectoria del chef',
  // The server's answers by code (chef-contract.ts's chefAnswers)
  'answer.chef.list': 'Lista de chefs',
  'answer.chef.lookup': 'Chefs',
  'answer.chef.details': 'Detalles del chef',
  'answer.chef.added': 'Chef añadido',
  'answer.chef.updated': 'Chef actualizado',
  'answer.chef.activated': 'Chef activado',
  'answer.chef.deactivated': 'Chef desactivado',
  'answer.chef.deleted': 'Chef eliminado',
  'answer.chef.not_found': 'Chef no encontrado',
  'answer.chef.has_classes': 'Este chef tiene clases; elimínalas o reasígnalas primero.',
};
