/** The sessions' texts in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.sessions': 'Tus sesiones',
  'sessions.browserOn': '{browser} en {system}',
  'sessions.description': 'Dónde has iniciado sesión. Cierra cualquier sesión que no reconozcas: su próximo paso pedirá iniciar sesión.',
  'sessions.end': 'Cerrar',
  'sessions.endLabel': 'Cerrar la sesión de {browser} desde {address}',
  'sessions.endOthers': 'Cerrar todas las demás sesiones',
  'sessions.facts': 'Desde {address} · inicio {signedIn} · última actividad {lastSeen}',
  'sessions.failed': 'No se pudieron cargar tus sesiones: {reason}',
  'sessions.loading': 'Cargando tus sesiones…',
  'sessions.showAll': 'Mostrar las {count} sesiones',
  'sessions.thisBrowser': 'Este navegador',
  'sessions.title': 'Tus sesiones',
  'sessions.unknownBrowser': 'Navegador desconocido',
  'answer.sessions.list': 'Tus sesiones',
  'answer.sessions.ended': 'Sesiones cerradas',
  'answer.sessions.not_found': 'Sesión no encontrada',
};
