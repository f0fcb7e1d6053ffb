/**
 * The new-password rules of spec section 5, as the contract writes them once for the SPA and the
 * server: each rule alone, the order of the messages, each screen's specials and wording, and
 * the confirm field.
 */
import { describe, expect, it } from 'vitest';
import { changePasswordForm, resetPasswordForm, setPasswordForm } from '../../src/api/contract/account';
import {
  CHANGE_PASSWORD_RULES,
  passwordRuleProblem,
  passwordRuleStatus,
  RESET_PASSWORD_RULES,
  SET_PASSWORD_RULES,
} from '../../src/api/contract/passwords';
import { passwordFormErrors } from '../../src/machines/password-form-errors';

const reset = (password: string) => passwordRuleProblem(password, RESET_PASSWORD_RULES);
const set = (password: string) => passwordRuleProblem(password, SET_PASSWORD_RULES);
const change = (password: string) => passwordRuleProblem(password, CHANGE_PASSWORD_RULES);

describe('each rule alone', () => {
  it('accepts a password that keeps all four', () => {
    expect(reset('Saffron#Tide2026')).toBeUndefined();
  });

  it.each([
    ['Kit#20', 'validation.passwordLength'],
    ['Kitchen2026', 'validation.passwordSpecial'],
    ['kitchen#2026', 'validation.passwordCapital'],
    ['Kitchen#Team', 'validation.passwordNumber'],
  ])('refuses %j with "%s"', (password, message) => {
    expect(reset(password)).toBe(message);
  });

  it('requires a password at all', () => {
    expect(reset('')).toBe('validation.required');
  });

  it('counts exactly eight characters as enough', () => {
    expect(reset('Kitch#26')).toBeUndefined();
    expect(reset('Kitc#26')).toBe('validation.passwordLength');
  });
});

describe('the order of the messages', () => {
  it('names the first broken rule: length, then special, then capital, then number', () => {
    expect(reset('abc')).toBe('validation.passwordLength');
    expect(reset('abcdefgh')).toBe('validation.passwordSpecial');
    expect(reset('abcdefg#')).toBe('validation.passwordCapital');
    expect(reset('Abcdefg#')).toBe('validation.passwordNumber');
  });
});

describe('the specials each screen accepts', () => {
  it.each(['@', '#', '$', '%', '^', '&', '+', '='])('accepts %s everywhere', (special) => {
    const password = `Kitchen2026${special}`;
    expect([reset(password), set(password), change(password)]).toEqual([undefined, undefined, undefined]);
  });

  it('accepts ! only when setting a password from the link', () => {
    expect(set('Kitchen!2026')).toBeUndefined();
    expect(reset('Kitchen!2026')).toBe('validation.passwordSpecial');
    expect(change('Kitchen!2026')).toBe('validation.passwordSpecialSpaced');
  });

  it('does not take other punctuation or a hyphen for a special', () => {
    for (const password of ['Kitchen-2026', 'Kitchen*2026', 'Kitchen]2026', 'Kitchen\\2026']) {
      expect(set(password)).toBe('validation.passwordSpecial');
    }
  });
});

describe('the wording of each screen', () => {
  it('ends the change-password messages with a space, but not the length message', () => {
    expect(change('Kit#20')).toBe('validation.passwordLength');
    expect(change('Kitchen2026')).toBe('validation.passwordSpecialSpaced');
    expect(change('kitchen#2026')).toBe('validation.passwordCapitalSpaced');
    expect(change('Kitchen#Team')).toBe('validation.passwordNumberSpaced');
  });

  it('ends the reset and set password messages without a space', () => {
    for (const check of [reset, set]) {
      expect(check('kitchen#2026')).toBe('validation.passwordCapital');
      expect(check('Kitchen#Team')).toBe('validation.passwordNumber');
    }
  });
});

describe('the confirm field', () => {
  const values = (newPassword: string, confirmPassword: string, currentPassword = 'Old#Pass1') => ({ newPassword, confirmPassword, currentPassword });

  it('says "Password not matched" when confirm differs from new', () => {
    for (const schema of [resetPasswordForm, setPasswordForm]) {
      expect(passwordFormErrors(schema, values('Saffron#Tide2026', 'Kitchen#2025'))).toEqual({ confirmPassword: 'validation.passwordMismatch' });
      expect(passwordFormErrors(schema, values('Saffron#Tide2026', 'Saffron#Tide2026'))).toEqual({});
    }
  });

  it('requires confirm, and shows a mismatch beside a broken rule', () => {
    expect(passwordFormErrors(resetPasswordForm, values('Saffron#Tide2026', ''))).toEqual({ confirmPassword: 'validation.required' });
    expect(passwordFormErrors(resetPasswordForm, values('short', 'other'))).toEqual({
      newPassword: 'validation.passwordLength',
      confirmPassword: 'validation.passwordMismatch',
    });
  });

  it('asks for the current password on the change-password form, with every other message at once', () => {
    const errors = passwordFormErrors(changePasswordForm, values('Saffron#Tide2026', 'Kitchen#2027', ''));
    expect(errors).toEqual({ currentPassword: 'validation.required', confirmPassword: 'validation.passwordMismatch' });
  });
});

describe('the live checklist', () => {
  it('agrees with the rules, for each screen\'s specials', () => {
    const samples = ['', 'abc', 'abcdefgh', 'Abcdefg#', 'Abcdef#1', 'Abcdef!1', 'ABCDEFG1', 'Saffron#Tide2026'];
    for (const rules of [RESET_PASSWORD_RULES, SET_PASSWORD_RULES, CHANGE_PASSWORD_RULES]) {
      for (const password of samples) {
        const keepsAll = Object.values(passwordRuleStatus(password, rules)).every(Boolean);
        expect(keepsAll, password).toBe(passwordRuleProblem(password, rules) === undefined);
      }
    }
  });
});
