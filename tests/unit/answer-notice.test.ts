/**
 * The SPA shows a server answer in the active language when the answer's code has a text there,
 * and the server's message otherwise (issue #14 item 4): the API client notes each answer's code,
 * the toast's text picks it up.
 */
import { createServer, type Server } from 'node:http';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { createApiClient } from '../../src/api/client';
import { messageEnvelope } from '../../src/api/contract/envelope';
import type { Locale } from '../../src/i18n/locales';
import { NoticeText } from '../../src/i18n/notice-text';
import { allTexts, catalogueParts } from '../support/catalogues';
import { freePort } from '../support/server-process';

let reply: { status: number; body: unknown };
let server: Server;
let api: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  const port = await freePort();
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(reply.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  api = createApiClient({ baseURL: `http://127.0.0.1:${port}/api/v1/admin/`, getToken: () => 'tok', onUnauthorized: () => {} });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const shown = (message: string, locale: Locale, messages: Record<string, string> = allTexts[locale]) =>
  renderToStaticMarkup(createElement(IntlProvider, { locale, messages }, createElement(NoticeText, { message })));

async function refusalOf(status: number, body: unknown): Promise<string> {
  reply = { status, body };
  const error = await api.call(messageEnvelope, 'x', { method: 'GET' }).catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error('expected a refusal');
  return error.message;
}

describe('a server answer in the active language', () => {
  it('shows a success in the catalogue’s words for its code, English unchanged in en-US', async () => {
    reply = { status: 200, body: { status: true, message: 'Class activated', code: 'class.activated' } };
    const { message } = await api.call(messageEnvelope, 'class-info/status', { method: 'GET' });
    expect(shown(message, 'fr')).toBe('Cours activé');
    expect(shown(message, 'zh-CN')).toBe('课程已启用');
    expect(shown(message, 'en-US')).toBe('Class activated');
  });

  it('fills in the values the answer carries, with the language’s plural', async () => {
    const message = await refusalOf(429, {
      status: false,
      message: 'Too many sign-in attempts. Try again in 2 minutes.',
      code: 'auth.too_many_sign_ins',
      values: { minutes: 2 },
    });
    expect(shown(message, 'es')).toBe('Demasiados intentos de inicio de sesión. Inténtalo de nuevo en 2 minutos.');
    expect(shown(message, 'it')).toBe('Troppi tentativi di accesso. Riprova tra 2 minuti.');
  });

  it('shows the server’s message for a code it does not know, or one whose texts are not loaded yet', async () => {
    const unknown = await refusalOf(409, { status: false, message: 'Something new happened', code: 'brand.new' });
    expect(shown(unknown, 'fr')).toBe('Something new happened');
    const notLoaded = await refusalOf(404, { status: false, message: 'Chef not found', code: 'chef.not_found' });
    expect(shown(notLoaded, 'fr', catalogueParts.fr.first)).toBe('Chef not found');
    expect(shown(notLoaded, 'fr')).toBe('Chef introuvable');
  });

  it('shows a message without a code (another server of the spec) as sent', async () => {
    const message = await refusalOf(400, { status: false, message: 'Champ manquant' });
    expect(shown(message, 'ar')).toBe('Champ manquant');
  });
});
