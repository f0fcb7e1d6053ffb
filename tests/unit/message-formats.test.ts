/**
 * The page's message formatters (src/i18n/message-formats.ts, issue #37): each message is built
 * once per locale for the whole page, not once per `<Text>` and again when the catalogue grows,
 * and a locale is resolved through Intl once; what a text reads does not change with the cache.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageFormat } from '../../src/i18n/message-formats';

afterEach(() => vi.restoreAllMocks());

const rows = parse('{count, plural, zero {لا صفوف} one {صف واحد} two {صفان} few {# صفوف} many {# صفًا} other {# صف}}');

describe('message formatters', () => {
  it('builds a message once per locale and id, however many texts show it', () => {
    const message = parse('Welcome back');
    const first = messageFormat('en-US', 'auth.login.title', message);
    expect(messageFormat('en-US', 'auth.login.title', message)).toBe(first);
    expect(messageFormat('fr', 'auth.login.title', message)).not.toBe(first);
  });

  it('builds anew when the catalogue holds another message for the id', () => {
    const before = messageFormat('en-US', 'list.count', parse('{count} rows'));
    const after = messageFormat('en-US', 'list.count', parse('{count} entries'));
    expect(after).not.toBe(before);
    expect(after.format({ count: 3 })).toBe('3 entries');
  });

  it('formats with the locale’s own rules (Arabic plurals)', () => {
    expect(messageFormat('ar', 'list.rows', rows).format({ count: 0 })).toBe('لا صفوف');
    expect(messageFormat('ar', 'list.rows', rows).format({ count: 2 })).toBe('صفان');
    expect(messageFormat('ar', 'list.rows', rows).format({ count: 11 })).toBe('11 صفًا');
  });

  it('does not ask Intl to list its locales for the product’s six, and asks once for another', () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    messageFormat('it', 'a', parse('Uno'));
    messageFormat('zh-CN', 'a', parse('一'));
    expect(asked).not.toHaveBeenCalled();
    expect(IntlMessageFormat.resolveLocale('zh-CN')?.baseName).toBe('zh-CN');
    messageFormat('de', 'a', parse('Eins'));
    messageFormat('de', 'b', parse('Zwei'));
    expect(asked.mock.calls.filter(([locales]) => locales === 'de')).toHaveLength(1);
  });
});
