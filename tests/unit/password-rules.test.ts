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
    expect(reset('Kitchen#2026')).toBeUndefined();
  });

  it.each([
    ['Kit#20', 'Password must have 8 characters'],
    ['Kitchen2026', 'Password must have at-least one special character'],
    ['kitchen#2026', 'Password must have at-least one Capital Letter'],
    ['Kitchen#Team', 'Password must have at-least one Number'],
  ])('refuses %j with "%s"', (password, message) => {
    expect(reset(password)).toBe(message);
  });

  it('requires a password at all', () => {
    expect(reset('')).toBe('This field is required');
  });

  it('counts exactly eight characters as enough', () => {
    expect(reset('Kitch#26')).toBeUndefined();
    expect(reset('Kitc#26')).toBe('Password must have 8 characters');
  });
});

describe('the order of the messages', () => {
  it('names the first broken rule: length, then special, then capital, then number', () => {
    expect(reset('abc')).toBe('Password must have 8 characters');
    expect(reset('abcdefgh')).toBe('Password must have at-least one special character');
    expect(reset('abcdefg#')).toBe('Password must have at-least one Capital Letter');
    expect(reset('Abcdefg#')).toBe('Password must have at-least one Number');
  });
});

describe('the specials each screen accepts', () => {
  it.each(['@', '#', '$', '%', '^', '&', '+', '='])('accepts %s everywhere', (special) => {
    const password = `Kitchen2026${special}`;
    expect([reset(password), set(password), change(password)]).toEqual([undefined, undefined, undefined]);
  });

  it('accepts ! only when setting a password from the link', () => {
    expect(set('Kitchen!2026')).toBeUndefined();
    expect(reset('Kitchen!2026')).toBe('Password must have at-least one special character');
    expect(change('Kitchen!2026')).toBe('Password must have at-least one special character ');
  });

  it('does not take other punctuation or a hyphen for a special', () => {
    for (const password of ['Kitchen-2026', 'Kitchen*2026', 'Kitchen]2026', 'Kitchen\\2026']) {
      expect(set(password)).toBe('Password must have at-least one special character');
    }
  });
});

describe('the wording of each screen', () => {
  it('ends the change-password messages with a space, but not the length message', () => {
    expect(change('Kit#20')).toBe('Password must have 8 characters');
    expect(change('Kitchen2026')).toBe('Password must have at-least one special character ');
    expect(change('kitchen#2026')).toBe('Password must have at-least one Capital Letter ');
    expect(change('Kitchen#Team')).toBe('Password must have at-least one Number ');
  });

  it('ends the reset and set password messages without a space', () => {
    for (const check of [reset, set]) {
      expect(check('kitchen#2026')).toBe('Password must have at-least one Capital Letter');
      expect(check('Kitchen#Team')).toBe('Password must have at-least one Number');
    }
  });
});

describe('the confirm field', () => {
  const values = (newPassword: string, confirmPassword: string, currentPassword = 'Old#Pass1') => ({ newPassword, confirmPassword, currentPassword });

  it('says "Password not matched" when confirm differs from new', () => {
    for (const schema of [resetPasswordForm, setPasswordForm]) {
      expect(passwordFormErrors(schema, values('Kitchen#2026', 'Kitchen#2025'))).toEqual({ confirmPassword: 'Password not matched' });
      expect(passwordFormErrors(schema, values('Kitchen#2026', 'Kitchen#2026'))).toEqual({});
    }
  });

  it('requires confirm, and shows a mismatch beside a broken rule', () => {
    expect(passwordFormErrors(resetPasswordForm, values('Kitchen#2026', ''))).toEqual({ confirmPassword: 'This field is required' });
    expect(passwordFormErrors(resetPasswordForm, values('short', 'other'))).toEqual({
      newPassword: 'Password must have 8 characters',
      confirmPassword: 'Password not matched',
    });
  });

  it('asks for the current password on the change-password form, with every other message at once', () => {
    const errors = passwordFormErrors(changePasswordForm, values('Kitchen#2026', 'Kitchen#2027', ''));
    expect(errors).toEqual({ currentPassword: 'This field is required', confirmPassword: 'Password not matched' });
  });
});

describe('the live checklist', () => {
  it('agrees with the rules, for each screen\'s specials', () => {
    const samples = ['', 'abc', 'abcdefgh', 'Abcdefg#', 'Abcdef#1', 'Abcdef!1', 'ABCDEFG1', 'Kitchen#2026'];
    for (const rules of [RESET_PASSWORD_RULES, SET_PASSWORD_RULES, CHANGE_PASSWORD_RULES]) {
      for (const password of samples) {
        const keepsAll = Object.values(passwordRuleStatus(password, rules)).every(Boolean);
        expect(keepsAll, password).toBe(passwordRuleProblem(password, rules) === undefined);
      }
    }
  });
});
