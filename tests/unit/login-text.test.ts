/**
 * /login's texts through the first page's own formatter (src/i18n/text.tsx, issue #37) read
 * exactly as react-intl would write them: every message of the catalogue's first part, in every
 * language, with values for its arguments, in the parsed form the build ships. A missing message
 * is said loudly and shows its id.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from '@formatjs/intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/i18n/locales';
import { CatalogueContext, Text } from '../../src/i18n/text';
import type { MessageId } from '../../src/i18n/messages/en-US';
import { allTexts, catalogueParts } from '../support/catalogues';

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** The arguments a parsed message names, each with a value of its kind (a count for plurals and numbers). */
function argumentsOf(elements: Element[], found: Record<string, string | number> = {}, count = 1): Record<string, string | number> {
  for (const element of elements) {
    // 1 argument, 2 number, 5 select, 6 plural (intl-messageformat's TYPE).
    if (element.value && [1, 2, 5, 6].includes(element.type)) found[element.value] ??= element.type === 2 || element.type === 6 ? count : `«${element.value}»`;
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, found, count);
    if (element.children) argumentsOf(element.children, found, count);
  }
  return found;
}

const throughText = (locale: string, messages: Record<string, unknown>, id: string, values: Record<string, string | number>) =>
  renderToStaticMarkup(createElement(CatalogueContext.Provider, { value: { locale, messages } }, createElement(Text, { id: id as MessageId, values })));

const throughReactIntl = (locale: string, messages: Record<string, string>, id: string, values: Record<string, string | number>) =>
  renderToStaticMarkup(createElement('span', null, createIntl({ locale, messages, onError: (error) => { throw error; } }).formatMessage({ id: id as MessageId }, values))).slice(6, -7);

afterEach(() => vi.restoreAllMocks());

describe('the login page’s texts without react-intl', () => {
  for (const locale of Object.keys(allTexts) as Locale[]) {
    it(`read as react-intl writes them, in ${locale}`, () => {
      const source = allTexts[locale] as Record<string, string>;
      const ids = Object.keys(catalogueParts[locale].first);
      expect(ids.length).toBeGreaterThan(20);
      const parsed = Object.fromEntries(ids.map((id) => [id, parse(source[id]!)]));
      for (const id of ids) {
        // Each plural seen at every case Arabic has (zero, one, two, few, many, other) and past a thousand.
        for (const count of [0, 1, 2, 3, 11, 100, 1001]) {
          const values = argumentsOf(parsed[id] as Element[], {}, count);
          expect(throughText(locale, parsed, id, values), `${id} at ${count}`).toBe(throughReactIntl(locale, source, id, values));
        }
      }
    });
  }

  it('says a missing message loudly and shows its id', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(throughText('fr', {}, 'auth.login.title', {})).toBe('auth.login.title');
    expect(said).toHaveBeenCalledWith('[i18n] Missing message: "auth.login.title" for locale "fr"');
  });
});
