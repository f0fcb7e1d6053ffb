/**
 * Español, first part: the same ids as en-US.ts (tests/unit/catalogues.test.ts), loaded as its
 * own chunk. Plain data: only a type import (the build precompiles it).
 */
import type { FirstCatalogue } from './en-US';

export const es = {
  // UI kit
  'ui.password.show': 'Mostrar contraseña',

  // Sign-in
  'auth.login.title': 'Bienvenido de nuevo',
  'auth.login.subtitle': 'Inicia sesión en el panel de administración de {productName}.',
  'auth.login.email': 'Correo electrónico',
  'auth.login.emailPlaceholder': 'tu@ejemplo.com',
  'auth.login.password': 'Contraseña',
  'auth.login.passwordPlaceholder': 'Introduce tu contraseña',
  'auth.login.submit': 'Iniciar sesión',
  'auth.login.forgotPassword': '¿Has olvidado la contraseña?',
  'auth.login.noAccount': '¿Aún no tienes cuenta?',
  'auth.login.register': 'Regístrate',
  'auth.login.or': 'o',
  'auth.login.passkey': 'Iniciar sesión con una llave de acceso',
  'auth.brand.tagline': 'Panel de administración',
  'auth.brand.headline': 'Gestiona chefs, clases y menús desde un único lugar tranquilo.',
  'auth.brand.pointKitchen': 'Chefs, clases, comidas e ingredientes',
  'auth.brand.pointPlans': 'Planes de suscripción y precios de bonos',
  'auth.brand.pointTeam': 'Administradores, usuarios y páginas estáticas',
  'shell.footer.copyright': '© {year} {productName}. Todos los derechos reservados.',

  // Language and our own toasts
  'locale.picker': 'Idioma',
  'locale.loadFailed': 'No se ha podido cargar el idioma elegido.',
  'locale.areasFailed': 'No se han podido cargar los textos de esta página.',
  'locale.retry': 'Reintentar',
  'notice.somethingWentWrong': 'Algo ha salido mal',
  'notice.noAnswer': 'No se ha podido contactar con el servidor',
  'notice.unexpectedAnswer': 'El servidor ha respondido de forma inesperada',
  'notice.ingredientGone': 'Este ingrediente ya no existe',
  'notice.csvReady': 'El archivo CSV está listo',
  'notice.passkeyCancelled': 'No se usó ninguna llave de acceso: la solicitud se canceló o caducó',
  'notice.passkeyUnsupported': 'Este navegador no puede usar llaves de acceso',

  // Validation (spec section 5)
  'validation.emailEnter': 'Introduce tu correo electrónico',
  'validation.passwordEnter': 'Introduce tu contraseña',
  'validation.emailInvalid': 'Introduce un correo electrónico válido',
  'validation.passwordTooLong': 'La contraseña es demasiado larga',
  'validation.passwordGuessable': 'Esta contraseña es demasiado fácil de adivinar: no uses una contraseña común, tu nombre o tu correo electrónico, ni el nombre del producto',

  // The server's answers by code (src/api/contract/answer-codes.ts): the login page's here, the
  // rest in the second part (every other screen waits for it). en-US says what the server's `message` says.
  'answer.auth.signed_in': 'Sesión iniciada',
  'answer.auth.signed_out': 'Sesión cerrada',
  'answer.auth.session_ended': 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  'answer.auth.invalid_credentials': 'Correo electrónico o contraseña no válidos',
  'answer.auth.account_deactivated': 'Tu cuenta está desactivada. Contacta con un administrador.',
  'answer.auth.module_required': 'Tu rol no da acceso a esta sección',
  'answer.auth.too_many_sign_ins': 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.',
  'answer.passkey.expired': 'Esta solicitud de llave de acceso ha caducado. Inténtalo de nuevo.',
  'answer.passkey.not_verified': 'No se pudo comprobar esta llave de acceso. Inténtalo de nuevo.',
} satisfies FirstCatalogue;
