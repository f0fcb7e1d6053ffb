/**
 * The local driver's presigned addresses (DESIGN.md sections 1, 5): same-origin paths that carry
 * `expires` (unix seconds) and `signature`, an HMAC-SHA256 under a server key over what the address
 * is for (a part of one upload, or one stored video) and the expiry. The signature is the whole
 * authorisation of such a request, so a part PUT costs no session look-up.
 */
import { answer, type Answer } from '../../src/api/contract/answer-codes';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

/** PUT <base><uploadId>/<partNumber>?expires=…&signature=… */
export const LOCAL_PART_BASE = '/api/v1/uploads/parts/';
/** GET <base><video name>?expires=…&signature=… serves the object `videos/<video name>`. */
export const LOCAL_VIDEO_BASE = '/api/v1/videos/';
export const VIDEO_KEY_PREFIX = 'videos/';

export const PART_ADDRESS_EXPIRED = answer('upload.part_address_expired');
export const PART_ADDRESS_INVALID = answer('upload.part_address_invalid');
export const VIDEO_LINK_EXPIRED = answer('video.link_expired');
export const VIDEO_LINK_INVALID = answer('video.link_invalid');

/** The query of a signed address, as received (either may be missing). */
export type SignedQuery = { expires?: string | undefined; signature?: string | undefined };

/** A signed address refused: the message says whether it expired or is not valid (a 403). */
export class SignatureRefused extends Error {
  override name = 'SignatureRefused';

  constructor(readonly answer: Answer) {
    super(answer.message);
  }
}

/** What an address is for: the purpose first, so a part signature never passes for a video one. */
export type Purpose = { kind: 'part'; uploadId: string; partNumber: number } | { kind: 'video'; key: string };

const fieldsOf = (purpose: Purpose): string[] =>
  purpose.kind === 'part' ? ['part', purpose.uploadId, String(purpose.partNumber)] : ['video', purpose.key];

const EXPIRES_PATTERN = /^\d{1,12}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 bytes in base64url

export type AddressSigner = {
  /** `expires=…&signature=…` for the purpose, valid `ttlSeconds` from now. */
  sign(purpose: Purpose, ttlSeconds: number): string;
  /** Throws SignatureRefused unless the query signs this very purpose and has not expired. */
  verify(purpose: Purpose, query: SignedQuery): void;
};

export function addressSigner(key: Uint8Array, clock: Clock): AddressSigner {
  const mac = (purpose: Purpose, expires: string) =>
    createHmac('sha256', key)
      .update([...fieldsOf(purpose), expires].join('\n'))
      .digest('base64url');
  const messages = (purpose: Purpose) =>
    purpose.kind === 'part' ? { expired: PART_ADDRESS_EXPIRED, invalid: PART_ADDRESS_INVALID } : { expired: VIDEO_LINK_EXPIRED, invalid: VIDEO_LINK_INVALID };

  return {
    sign(purpose, ttlSeconds) {
      const expires = String(Math.floor(clock.now().getTime() / 1000) + ttlSeconds);
      return `expires=${expires}&signature=${mac(purpose, expires)}`;
    },
    verify(purpose, { expires, signature }) {
      const { expired, invalid } = messages(purpose);
      if (!expires || !signature || !EXPIRES_PATTERN.test(expires) || !SIGNATURE_PATTERN.test(signature)) throw new SignatureRefused(invalid);
      // The signature first: an expiry someone pushed forward is a tampered address, not a live one.
      // Compared as text: base64url decoding ignores the last character's spare bits.
      if (!timingSafeEqual(Buffer.from(signature), Buffer.from(mac(purpose, expires)))) throw new SignatureRefused(invalid);
      if (Number(expires) * 1000 <= clock.now().getTime()) throw new SignatureRefused(expired);
    },
  };
}
