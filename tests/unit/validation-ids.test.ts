/**
 * The contract's validation messages are ids (issue #14 item 4): every id has a text in every
 * catalogue, en-US's is the spec's English exactly (trailing space included), the server sends
 * that English, and the contract's schemas speak only ids the table knows.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldRefused } from '../../src/api/contract/answer-codes';
import { loginRequest } from '../../src/api/contract/auth';
import { REQUIRED } from '../../src/api/contract/fields';
import { CHANGE_PASSWORD_RULES, newPassword, passwordRuleMessages, RESET_PASSWORD_RULES } from '../../src/api/contract/passwords';
import { VALIDATION_TEXTS, validationEnglish, type ValidationId } from '../../src/api/contract/validation-ids';
import { LOCALES } from '../../src/i18n/locales';
import { allTexts } from '../support/catalogues';

const ids = Object.keys(VALIDATION_TEXTS) as ValidationId[];

describe('validation messages by id', () => {
  it.each(LOCALES)('%s has a text for every id', (locale) => {
    expect(ids.filter((id) => !allTexts[locale][id])).toEqual([]);
  });

  it('en-US says the spec’s English for every id', () => {
    expect(Object.fromEntries(ids.map((id) => [id, allTexts['en-US'][id]]))).toEqual(VALIDATION_TEXTS);
  });

  it('keeps change password’s trailing space and reset password’s none', () => {
    const change = passwordRuleMessages(CHANGE_PASSWORD_RULES);
    const reset = passwordRuleMessages(RESET_PASSWORD_RULES);
    expect(validationEnglish(change.special)).toBe('Password must have at-least one special character ');
    expect(validationEnglish(reset.special)).toBe('Password must have at-least one special character');
  });

  it('the contract’s schemas answer ids the table knows', () => {
    const issues = [
      v.safeParse(loginRequest, { email: '', password: '' }, { abortEarly: false }),
      v.safeParse(newPassword(CHANGE_PASSWORD_RULES), 'abcdefgh'),
    ].flatMap((result) => (result.success ? [] : result.issues.map((issue) => issue.message)));
    expect(issues.length).toBeGreaterThan(1);
    expect(issues.filter((message) => !(message in VALIDATION_TEXTS))).toEqual([]);
  });

  it('the server sends the English, not the id', () => {
    expect(fieldRefused('name', REQUIRED).message).toBe('name: This field is required');
  });
});
