/**
 * Password hashing with scrypt from node:crypto (DESIGN.md section 5). A hash is stored as a
 * self-describing string, `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url), so the cost can be raised
 * later without making existing hashes unreadable.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { concurrencyLimit } from './concurrency-limit';

export type ScryptCost = { N: number; r: number; p: number };

/** DESIGN.md section 5. About 0.3 s and 128 MiB per hash on the reference machine. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** N=2^17, r=8 needs 128 MiB; Node's default ceiling is 32 MiB (TOOLCHAIN.md). */
const MAX_MEMORY = 256 * 1024 * 1024;
/** Refuse stored costs beyond this: a tampered row must not make one check take minutes. */
const MAX_N = 2 ** 20;

/**
 * Hashes running at once in this process: at most 2 x 128 MiB, and two of libuv's four threads
 * stay free for file and DNS work while sign-ins queue (a per-process bound is enough: the rate
 * limits, in the database, already stop most of a burst before it gets here).
 */
export const PASSWORD_HASHING_SLOTS = 2;
const hashingSlot = concurrencyLimit(PASSWORD_HASHING_SLOTS);

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashingSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `cost` is for test fixtures only: a hash records its cost, so a cheap one still verifies. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = { options: ScryptCost; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !key) return undefined;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const sane = Object.values(options).every(Number.isSafeInteger) && options.N <= MAX_N && options.r <= 32 && options.p <= 4;
  return sane ? { options, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') } : undefined;
}

/** True when `password` matches `stored`; the comparison takes the same time wherever they differ. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await deriveKey(password, parsed.salt, parsed.options);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no hash to check against (unknown e-mail, admin
 * without a password), so the answer's timing does not reveal which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** Computes the dummy hash ahead of the first unknown-e-mail sign-in, which would otherwise take twice as long. */
export function warmUpPasswordChecks(): void {
  void verifyAgainstDummy('').catch(() => undefined);
}
