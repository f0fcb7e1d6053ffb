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
};
