/**
 * The guessable-password rule (server/auth/guessable-password.ts, issue #32 item 4), with
 * expected answers written by hand: the list, the letters-only and longest-run normalisations,
 * the person's e-mail and name, the product's name, and the generated first password.
 */
import { describe, expect, it } from 'vitest';
import { generatePassword } from '../../server/auth/generate-password';
import { COMMON_PASSWORDS } from '../../server/auth/common-passwords';
import { guessablePasswordProblem, isCommonPassword } from '../../server/auth/guessable-password';
import { loadConfig } from '../../server/config';

const owner = { email: 'ada.lovelace@kitchen.test', firstName: 'Ada', lastName: 'Lovelace' };
const problem = (password: string) => guessablePasswordProblem(password, owner, 'Mise');

describe('the common-password list', () => {
  it('holds the first 10,000 entries of the ranked list, most common first, lower-cased', () => {
    expect(COMMON_PASSWORDS).toHaveLength(10_000);
    expect(COMMON_PASSWORDS.slice(0, 4)).toEqual(['123456', 'password', '12345678', 'qwerty']);
    expect(new Set(COMMON_PASSWORDS).size).toBe(10_000);
    expect(COMMON_PASSWORDS.every((entry) => entry === entry.toLowerCase())).toBe(true);
  });
});

describe('isCommonPassword', () => {
  it.each([
    ['Password@123', 'letters password'],
    ['password1A#', 'longest run password'],
    ['PASSWORD', 'the whole password, any case'],
    ['123456', 'the whole password'],
    ['pass@word1', 'letters password'],
    ['Kitchen#2026', 'kitchen'],
    ['Welcome!2026', 'welcome'],
    ['Secret#2026', 'secret'],
    ['##Dragon2024!!', 'dragon'],
  ])('refuses %s (%s)', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    ['Saffron#Tide2026', 'saffron and tide are not common'],
    ['Pantry#2027', 'pantry is not in the first 10,000'],
    ['Owner#2026', 'owner is not in the first 10,000'],
    ['Abc#12345', 'abc: fewer than 4 letters'],
    ['P@ssw0rd!2024', 'leetspeak is not undone: p, ssw, rd'],
    ['Qv7#Lhz9@Rmt4^Wpk2', 'no word at all'],
  ])('accepts %s (%s)', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('guessablePasswordProblem', () => {
  it('refuses the person’s e-mail, its local part, first and last name and the product’s name, in any case', () => {
    for (const password of ['x-ada.lovelace@kitchen.test-1#A', 'Ada.Lovelace#77', 'Zq#ADA9wert', 'Zq#lovelace9', 'Zq#mise9Wert', 'MISE#Qv7wert']) {
      expect({ password, problem: problem(password) }).toEqual({ password, problem: 'validation.passwordGuessable' });
    }
  });

  it('ignores personal parts shorter than 3 characters, and accepts a strong password', () => {
    expect(guessablePasswordProblem('Qv7#Jo9Xkpz', { email: 'jo@x.test', firstName: 'Jo', lastName: 'Li' }, 'Mise')).toBeUndefined();
    expect(problem('Saffron#Tide2026')).toBeUndefined();
  });

  it('never refuses a generated first password, drawn again until it passes', () => {
    const names = { email: 'admin@mise.test', firstName: 'Super', lastName: 'Admin' };
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword((candidate) => !guessablePasswordProblem(candidate, names, 'Mise'));
      expect(guessablePasswordProblem(password, names, 'Mise')).toBeUndefined();
    }
    let draws = 0;
    generatePassword(() => (draws += 1) === 3);
    expect(draws).toBe(3);
  });
});

describe('ADMIN_PASSWORD at start', () => {
  const base = { DATA_DIR: '/tmp/pw-config-test', ADMIN_EMAIL: 'chef.owner@example.test' };
  it('refuses a common one, one with the e-mail’s local part, the first admin’s name or APP_NAME, with one clear line', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ ADMIN_PASSWORD: 'Password@123' }, 'Password@123'],
      [{ ADMIN_PASSWORD: 'Chef.Owner#2026' }, 'local part'],
      [{ ADMIN_PASSWORD: 'Super#Qv7wert' }, 'first name Super'],
      [{ ADMIN_PASSWORD: 'Mise#Qv7wert' }, 'APP_NAME'],
      [{ ADMIN_PASSWORD: 'Cuoco#Qv7wert', APP_NAME: 'Cuoco' }, 'another APP_NAME'],
    ];
    for (const [env] of cases) {
      expect(() => loadConfig({ ...base, ...env })).toThrow(
        'Invalid configuration:\n  ADMIN_PASSWORD is too weak: This password is too easy to guess: do not use a common password, your name or e-mail, or the product’s name',
      );
    }
  });

  it('accepts a strong one, and one of 64 characters', () => {
    expect(loadConfig({ ...base, ADMIN_PASSWORD: 'Saffron#Tide2026' }).adminPassword).toBe('Saffron#Tide2026');
    const long = 'Qv7#Lhz9@Rmt4^Wpk2&Xc8=Ng5+Bd3$Jf6%Ys1#Tk0@Hq9^Zr4&Mw7=Pv2+Ld8$K';
    expect(long).toHaveLength(64);
    expect(loadConfig({ ...base, ADMIN_PASSWORD: long }).adminPassword).toBe(long);
  });
});
