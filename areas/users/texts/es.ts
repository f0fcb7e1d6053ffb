/** The screen texts of the app users (`users.*`) in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.user': 'Usuarios',
  'users.title': 'Usuarios',
  'users.description': 'Las personas que usan la aplicación para hacer clases.',
  'users.count': '{count, plural, one {# usuario} other {# usuarios}}',
  'users.add': 'Añadir usuario',
  'users.search': 'Buscar usuarios',
  'users.empty': 'Todavía no hay usuarios',
  'users.deleteTitle': '¿Eliminar el usuario?',
  'users.viewTitle': 'Detalles del usuario',
  'users.addTitle': 'Añadir usuario',
  'users.editTitle': 'Editar usuario',
  'users.addDescription': 'Crea una cuenta de la aplicación con una contraseña con la que el usuario pueda iniciar sesión.',
  'users.editDescription': 'Cambia el nombre, el correo o la foto de este usuario.',
  'users.sendMail': 'Enviar correo',
  // The server's answers by code (user-contract.ts's userAnswers)
  'answer.user.list': 'Lista de usuarios',
  'answer.user.details': 'Detalles del usuario',
  'answer.user.added': 'Usuario añadido',
  'answer.user.updated': 'Usuario actualizado',
  'answer.user.activated': 'Usuario activado',
  'answer.user.deactivated': 'Usuario desactivado',
  'answer.user.deleted': 'Usuario eliminado',
  'answer.user.not_found': 'Usuario no encontrado',
  'answer.user.activation_sent': 'Código de activación enviado a {email}',
  'answer.user.activation_mail_failed': 'No se ha podido enviar el correo con el código de activación. Inténtalo de nuevo.',
};
