/** The screen texts of the static pages (`staticPages.*`) in Spanish (es): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.static-page': 'Páginas estáticas',
  'staticPages.title': 'Páginas estáticas',
  'staticPages.description': 'Las páginas que los clientes leen en la aplicación: quiénes somos, términos, privacidad y preguntas frecuentes.',
  'staticPages.count': '{count, plural, one {# página} other {# páginas}}',
  'staticPages.search': 'Buscar páginas estáticas',
  'staticPages.empty': 'No hay páginas estáticas',
  'staticPages.viewTitle': 'Página estática',
  'staticPages.editTitle': 'Editar página estática',
  'staticPages.editDescription': 'Cambia el título y el texto de la página; la aplicación la muestra tal como se guarde aquí.',
  'staticPages.field.content': 'Contenido',
  'staticPages.field.pageName': 'Nombre de la página',
  // The server's answers by code (static-page-contract.ts's pageAnswers)
  'answer.page.list': 'Lista de páginas',
  'answer.page.details': 'Detalles de la página',
  'answer.page.updated': 'Página actualizada',
  'answer.page.not_found': 'Página no encontrada',
};
