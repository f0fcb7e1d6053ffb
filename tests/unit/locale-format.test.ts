/**
 * Dates, numbers and counts in each locale (spec sections 2 and 9): the spec's date patterns with
 * the locale's month names, "1 Month" / "N Months" with each language's plural rules, numbers
 * grouped the locale's way; and our own notices are the texts the code sends.
 */
import { CSV_EXPORT_READY } from '../../src/machines/csv-export.machine';
import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { NO_ANSWER, UNEXPECTED_ANSWER } from '../../src/api/client';
import { INGREDIENT_NOT_FOUND } from '../../areas/ingredients/ingredient-calls';
import { formatDetailDate, formatListDate } from '../../src/i18n/dates';
import type { Locale } from '../../src/i18n/locales';
import type { Messages } from '../../src/i18n/messages/en-US';
import { ownNotices } from '../../src/i18n/notice-text';
import { allTexts as catalogues } from '../support/catalogues';
import { FALLBACK_ERROR_MESSAGE } from '../../src/machines/error-message';
import { LOCALE_LOAD_FAILED } from '../../src/machines/locale.machine';
import { PASSKEY_CANCELLED, PASSKEY_ON_THIS_DEVICE, PASSKEY_UNSUPPORTED } from '../../src/api/passkey-notices';


const intlFor = (locale: Locale) => createIntl({ locale, defaultLocale: 'en-US', messages: catalogues[locale] as Messages, onError: (error) => { throw error; } });

const NOV_21 = '2026-11-21T12:00:00.000Z';
const MAY_05 = '2026-05-05T12:00:00.000Z';

describe('dates in each locale', () => {
  it('lists keep MMM-DD-YYYY with the locale’s month name', () => {
    expect(formatListDate(NOV_21, { zone: 'UTC', locale: 'en-US' })).toBe('Nov-21-2026');
    expect(formatListDate(MAY_05, { zone: 'UTC', locale: 'zh-CN' })).toBe('5月-05-2026');
    expect(formatListDate(MAY_05, { zone: 'UTC', locale: 'ar' })).toBe('مايو-05-2026');
    expect(formatListDate(NOV_21, { zone: 'UTC', locale: 'it' })).toBe('nov-21-2026');
    expect(formatListDate(MAY_05, { zone: 'UTC', locale: 'es' })).toBe('may-05-2026');
    expect(formatListDate(MAY_05, { zone: 'UTC', locale: 'fr' })).toBe('mai-05-2026');
  });

  it('details keep MM/DD/YYYY in every locale', () => {
    for (const locale of Object.keys(catalogues)) {
      expect(formatDetailDate(NOV_21, { zone: 'UTC', locale })).toBe('11/21/2026');
    }
  });

  it('the day is the viewer’s, whatever the language', () => {
    expect(formatListDate('2026-11-21T23:30:00.000Z', { zone: 'Asia/Shanghai', locale: 'zh-CN' })).toBe('11月-22-2026');
  });
});

describe('a plan’s timeframe, "1 Month" / "N Months", with each language’s plural rules', () => {
  const timeframe = (locale: Locale, months: number) => intlFor(locale).formatMessage({ id: 'subscriptions.timeframe' }, { months });

  it('English', () => {
    expect([1, 2, 12].map((n) => timeframe('en-US', n))).toEqual(['1 Month', '2 Months', '12 Months']);
  });

  it('French, Spanish and Italian', () => {
    expect([1, 12].map((n) => timeframe('fr', n))).toEqual(['1 mois', '12 mois']);
    expect([1, 12].map((n) => timeframe('es', n))).toEqual(['1 mes', '12 meses']);
    expect([1, 12].map((n) => timeframe('it', n))).toEqual(['1 mese', '12 mesi']);
  });

  it('Chinese has one form', () => {
    expect([1, 12].map((n) => timeframe('zh-CN', n))).toEqual(['1 个月', '12 个月']);
  });

  it('Arabic has six', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((n) => timeframe('ar', n))).toEqual([
      '0 شهر',
      'شهر واحد',
      'شهران',
      '3 أشهر',
      '10 أشهر',
      '11 شهرًا',
      '99 شهرًا',
      '100 شهر',
    ]);
  });
});

describe('numbers in each locale', () => {
  const summary = (locale: Locale, from: number, to: number, total: number) =>
    intlFor(locale).formatMessage({ id: 'ui.pager.summary' }, { from, to, total, strong: (chunks: string[]) => chunks.join('') });

  it('counts are grouped the locale’s way', () => {
    expect(summary('en-US', 1001, 1010, 12345)).toBe('Showing 1,001–1,010 of 12,345');
    expect(summary('fr', 1001, 1010, 12345)).toBe('1\u202f001–1\u202f010 sur 12\u202f345');
    expect(summary('es', 11, 20, 12345)).toBe('Mostrando 11–20 de 12.345');
  });

  it('list counts take the plural form', () => {
    const intl = intlFor('ar');
    expect([1, 2, 5, 25].map((count) => intl.formatMessage({ id: 'chefs.count' }, { count }))).toEqual(['طاهٍ واحد', 'طاهيان', '5 طهاة', '25 طاهيًا']);
    expect(intlFor('it').formatMessage({ id: 'classes.count' }, { count: 1 })).toBe('1 corso');
  });
});

describe('our own notices', () => {
  it('are looked up by the very texts the code sends', () => {
    expect(Object.keys(ownNotices).sort()).toEqual([FALLBACK_ERROR_MESSAGE, INGREDIENT_NOT_FOUND, LOCALE_LOAD_FAILED, NO_ANSWER, UNEXPECTED_ANSWER, CSV_EXPORT_READY, PASSKEY_CANCELLED, PASSKEY_UNSUPPORTED, PASSKEY_ON_THIS_DEVICE].sort());
  });

  it('say in en-US what the code says', () => {
    const intl = intlFor('en-US');
    for (const [text, id] of Object.entries(ownNotices)) expect(intl.formatMessage({ id })).toBe(text);
  });
});
