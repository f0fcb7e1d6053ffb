/**
 * Recovery codes (issue #32 item 1): ten per admin, shown once when made, stored only as
 * HMAC-SHA256 under the server's pepper. Each is ten characters of an alphabet with no look-alikes
 * (no 0/o, 1/l/i), about 49 bits: far past guessing within the sign-in limits.
 */
import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../src/api/contract/second-factor';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

function newCode(): string {
  const chars = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
}

/** Ten new codes, all different, as the admin will see them. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  return [...codes];
}

/** As typed: any case, with or without its dash or spaces. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (pepper: Buffer, code: string): string =>
  createHmac('sha256', pepper).update(`recovery-code\0${normalised(code)}`).digest('hex');
