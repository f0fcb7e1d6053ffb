/**
 * The first page's formatter (src/i18n/first-page-format.ts, issue #37) against intl-messageformat,
 * which react-intl formats with, on every message of every catalogue that uses only what it reads
 * (words, arguments, plurals, selects): the two must write the same. What it does not read it
 * refuses by name, never by writing something else.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import { formatFirstPageMessage } from '../../src/i18n/first-page-format';
import type { Locale } from '../../src/i18n/locales';
import { allTexts, catalogueParts } from '../support/catalogues';
import '../../src/i18n/resolve-known-locales';

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** 1 argument, 5 select, 6 plural, 7 pound, 0 literal: what the first page reads. */
const READ = new Set([0, 1, 5, 6, 7]);
const readable = (elements: Element[]): boolean =>
  elements.every((element) => READ.has(element.type) && Object.values(element.options ?? {}).every((option) => readable(option.value)));

/** Each argument's candidate values: counts for a plural, each case (and one not listed) for a select, a word otherwise. */
function candidatesOf(elements: Element[], found: Record<string, Array<string | number>> = {}) {
  for (const element of elements) {
    if (element.type === 6) found[element.value!] = [0, 1, 2, 3, 11, 100, 1001];
    else if (element.type === 5) found[element.value!] = [...Object.keys(element.options!), 'not-a-case'];
    else if (element.type === 1) found[element.value!] ??= [`«${element.value}»`];
    for (const option of Object.values(element.options ?? {})) candidatesOf(option.value, found);
  }
  return found;
}

describe('the first page’s formatter', () => {
  for (const locale of Object.keys(allTexts) as Locale[]) {
    it(`writes what intl-messageformat writes, in ${locale}`, () => {
      let compared = 0;
      for (const [id, source] of Object.entries(allTexts[locale])) {
        const parsed = parse(source) as Element[];
        if (!readable(parsed)) continue;
        const candidates = candidatesOf(parsed);
        const rounds = Math.max(1, ...Object.values(candidates).map((values) => values.length));
        for (let round = 0; round < rounds; round++) {
          const values = Object.fromEntries(Object.entries(candidates).map(([name, list]) => [name, list[round % list.length]!]));
          const expected = new IntlMessageFormat(parsed as never, locale).format(values);
          expect(formatFirstPageMessage(locale, id, parsed, values), `${id} with ${JSON.stringify(values)}`).toBe(expected);
          compared++;
        }
      }
      // Most of the catalogue is plain words and arguments; every message of the first part is among them.
      expect(compared).toBeGreaterThan(900);
      for (const [id, source] of Object.entries(catalogueParts[locale].first)) expect(readable(parse(source) as Element[]), id).toBe(true);
    });
  }

  it('takes an exact case before the language’s rule, and counts a plural less its offset', () => {
    const message = parse('{guests, plural, offset:1 =0 {nobody} =1 {{host}} one {{host} and # other} other {{host} and # others}}');
    const say = (guests: number) => formatFirstPageMessage('en-US', 'party', message, { guests, host: 'Ana' });
    expect([say(0), say(1), say(2), say(3)]).toEqual(['nobody', 'Ana', 'Ana and 1 other', 'Ana and 2 others']);
  });

  it('writes a count in the language’s digits (Arabic)', () => {
    const message = parse('{count, plural, zero {لا صفوف} two {صفان} few {# صفوف} many {# صفًا} other {# صف}}');
    expect(formatFirstPageMessage('ar', 'rows', message, { count: 11 })).toBe(new IntlMessageFormat(message, 'ar').format({ count: 11 }));
    expect(formatFirstPageMessage('ar', 'rows', message, { count: 2 })).toBe('صفان');
  });

  it('refuses what it does not read, a missing value and an unparsed message, naming the message', () => {
    expect(() => formatFirstPageMessage('en-US', 'list.total', parse('{total, number} rows'), { total: 3 })).toThrow(/"list.total" uses a format the first page does not read/);
    expect(() => formatFirstPageMessage('en-US', 'auth.login.subtitle', parse('Sign in to {productName}'))).toThrow('The message "auth.login.subtitle" needs a value for {productName}');
    expect(() => formatFirstPageMessage('en-US', 'auth.login.title', 'Welcome back' as never)).toThrow(/"auth.login.title" is not parsed/);
    expect(() => formatFirstPageMessage('en-US', 'pick', parse('{kind, select, a {A}}', { requiresOtherClause: false }), { kind: 'b' })).toThrow('The message "pick" has no case for the value of {kind}');
  });
});

describe('the product’s locales resolved without asking Intl', () => {
  it('does not ask Intl to list its locales for the product’s six, and asks once for another', () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    new IntlMessageFormat(parse('Uno'), 'it').format();
    new IntlMessageFormat(parse('一'), 'zh-CN').format();
    expect(asked).not.toHaveBeenCalled();
    expect(IntlMessageFormat.resolveLocale('zh-CN')?.baseName).toBe('zh-CN');
    new IntlMessageFormat(parse('Eins'), 'de').format();
    new IntlMessageFormat(parse('Zwei'), 'de').format();
    expect(asked.mock.calls.filter(([locales]) => locales === 'de')).toHaveLength(1);
    asked.mockRestore();
  });
});
