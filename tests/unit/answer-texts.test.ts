/**
 * Every answer code of the server (src/api/contract/answer-codes.ts) has a text in every
 * catalogue, and en-US's says exactly what the server's `message` says, whatever the values
 * (issue #14 item 4); a code the SPA cannot name fails here, not silently in a toast.
 */
import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { type AnswerCode } from '../../src/api/contract/answer-codes';
import { ANSWER_TEXTS, answerTextsOf } from '../../server/areas/answer-texts';
import { LOCALES } from '../../src/i18n/locales';
import type { Messages } from '../../src/i18n/messages/en-US';
import { allTexts, catalogueParts } from '../support/catalogues';

const codes = Object.keys(ANSWER_TEXTS) as AnswerCode[];
type Values = Record<string, string | number>;
const serverText = (code: AnswerCode, values: Values) => {
  const text = ANSWER_TEXTS[code] as string | ((values: Values) => string);
  return typeof text === 'string' ? text : text(values);
};
/** Values of every name a text takes, with counts that pick each English plural form. */
const SAMPLES: Values[] = [0, 1, 2, 15].map((n) => ({
  field: 'class_date',
  problem: 'This field is required',
  parts: 'database and storage',
  email: 'cora@mise.test',
  done: n,
  refused: n + 1,
  confirmed: n * 1000 + 1,
  minutes: n,
  left: n === 0 ? 1 : n,
  count: n,
  max: 5_242_880 * n,
  part: n,
}));

const english = createIntl({ locale: 'en-US', messages: allTexts['en-US'] as Messages, onError: (error) => { throw error; } });

describe('the texts of the server’s answers', () => {
  it.each(LOCALES)('%s has a text for every code', (locale) => {
    expect(codes.filter((code) => !(`answer.${code}` in allTexts[locale]))).toEqual([]);
  });

  // Every other screen (the account screens too) waits for the second part (app/area-messages.tsx).
  it('puts the answers of the login page in the first part, where /login finds them', () => {
    const signIn = codes.filter((code) => code.startsWith('auth.'));
    expect(signIn.length).toBeGreaterThan(0);
    expect(signIn.filter((code) => !(`answer.${code}` in catalogueParts['en-US'].first))).toEqual([]);
  });

  it.each(codes)('en-US says what the server says for %s', (code) => {
    for (const values of SAMPLES) {
      expect(english.formatMessage({ id: `answer.${code}` as keyof Messages }, values)).toBe(serverText(code, values));
    }
  });
});

describe('the list of every answer code', () => {
  it('gathers the tables, and refuses a code two tables give (at start, not in an answer)', () => {
    expect(answerTextsOf([{ 'pantry.list': 'Pantry' }, { 'larder.list': 'Larder' }])).toEqual({ 'pantry.list': 'Pantry', 'larder.list': 'Larder' });
    expect(() => answerTextsOf([{ 'pantry.list': 'Pantry' }, { 'pantry.list': 'Larder' }])).toThrow('The answer code pantry.list is given twice');
  });
});
