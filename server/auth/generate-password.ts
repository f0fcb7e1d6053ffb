/**
 * A strong random password for the first super admin when ADMIN_PASSWORD is not set. It keeps the
 * spec's password rules (one capital, one digit, one special) so the admin can keep it as is.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { PASSWORD_SPECIALS } from './password-rules';

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/** `acceptable`: a password it refuses is drawn again (the first password is never a guessable one). */
export function generatePassword(acceptable: (password: string) => boolean = () => true): string {
  for (;;) {
    const password = drawPassword();
    if (acceptable(password)) return password;
  }
}

function drawPassword(): string {
  // 18 random bytes are 144 bits; the three forced characters only satisfy the rules.
  const characters = [...randomBytes(18).toString('base64url'), pick('ABCDEFGHJKLMNPQRSTUVWXYZ'), pick('23456789'), pick(PASSWORD_SPECIALS)];
  // Fisher-Yates, so the forced characters are not always at the end.
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters.join('');
}
