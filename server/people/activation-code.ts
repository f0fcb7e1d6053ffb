/**
 * A user's activation code: 8 upper-case characters made at creation, from an alphabet without
 * the look-alikes 0/O and 1/I, since people read it from a mail and type it into the app.
 */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ACTIVATION_CODE_LENGTH = 8;

export const newActivationCode = () =>
  Array.from({ length: ACTIVATION_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
