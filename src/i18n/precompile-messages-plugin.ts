/**
 * Vite plugin (build tooling, not app code): turns each catalogue (src/i18n/messages/, and each
 * area folder's texts/) into react-intl's parsed form at build time, so the browser never needs the ICU parser (about
 * 9 KB gzipped of the 120 KB first-load budget). Use it together with the alias below; then a
 * message that is not in a catalogue cannot be formatted, which the typed ids already forbid.
 * It also refuses a build whose `VITE_DEFAULT_LOCALE` names no locale of locales.ts.
 *
 *   plugins: [..., precompileMessages()],
 *   resolve: { alias: precompiledMessagesAlias },
 */
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isLocale, LOCALES } from './locales.ts';

/** The catalogues: src/i18n/messages/ and each area folder's texts (areas/<area>/texts/). */
const CATALOGUE = /\/(?:src\/i18n\/messages|areas\/[^/]+\/texts)\/[^/]+\.ts$/;

export const precompiledMessagesAlias = {
  '@formatjs/icu-messageformat-parser': createRequire(import.meta.url).resolve(
    '@formatjs/icu-messageformat-parser/no-parser.js',
  ),
};

export function precompileMessages(): Plugin {
  return {
    name: 'mise:precompile-messages',
    enforce: 'post',
    configResolved(config) {
      const configured: unknown = config.env.VITE_DEFAULT_LOCALE;
      if (configured !== undefined && configured !== '' && !isLocale(configured)) {
        throw new Error(`VITE_DEFAULT_LOCALE must be one of ${LOCALES.join(', ')}; it is "${String(configured)}"`);
      }
    },
    async transform(code, id) {
      if (!CATALOGUE.test(id)) return undefined;
      // A catalogue is plain data (no imports), so its compiled JavaScript runs as is.
      const catalogue: Record<string, Record<string, string>> = await import(
        `data:text/javascript,${encodeURIComponent(code)}`
      );
      const exports = Object.entries(catalogue).map(([name, messages]) => {
        const parsed = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
        return `export const ${name} = ${JSON.stringify(parsed)};`;
      });
      return { code: exports.join('\n'), map: null };
    },
  };
}
