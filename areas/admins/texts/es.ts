/** The screen texts of the admins (`admins.*`) in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.admin': 'Administradores',
  'admins.title': 'Administradores',
  'admins.description': 'Las personas que gestionan este panel y sus roles.',
  'admins.count': '{count, plural, one {# administrador} other {# administradores}}',
  'admins.add': 'Añadir administrador',
  'admins.search': 'Buscar administradores',
  'admins.empty': 'Todavía no hay administradores',
  'admins.deleteTitle': '¿Eliminar el administrador?',
  'admins.locked.self': 'No puedes desactivar ni eliminar tu propia cuenta',
  'admins.locked.superAdmin': 'El superadministrador no se puede desactivar ni eliminar',
  'admins.viewTitle': 'Detalles del administrador',
  'admins.endSessions': 'Cerrar todas las sesiones',
  'admins.endSessionsConfirm': '¿Cerrar la sesión de {name} en todos sus navegadores? Su siguiente paso pedirá iniciar sesión.',
  'admins.endSessionsEnding': 'Cerrando sesiones…',
  'admins.endSessionsKeep': 'Mantener la sesión',
  'admins.addTitle': 'Añadir administrador',
  'admins.editTitle': 'Editar administrador',
  'admins.addDescription': 'El nuevo administrador recibirá un correo con un enlace para establecer su contraseña.',
  'admins.editDescription': 'Cambia el nombre, el rol o la foto de este administrador.',
  'admins.emailHint': 'El enlace para establecer la contraseña se envía a esta dirección.',
  'admins.rolePlaceholder': 'Selecciona un rol',
};
