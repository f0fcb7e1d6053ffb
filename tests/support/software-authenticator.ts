/**
 * A passkey authenticator in software, for the API tests (the e2e use Chromium's virtual one): it
 * makes a P-256 key pair per credential and answers the server's WebAuthn options as a browser
 * and a platform authenticator would, with "none" attestation, user presence and user
 * verification, and a signature counter. Written from the WebAuthn Level 3 data formats
 * (authenticator data, the attestation object, COSE keys), not from the server's library.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** Just the CBOR (RFC 8949) the attestation object needs: small maps, integers, text and bytes. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 0x100) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 0xff];
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return Buffer.from(value >= 0 ? head(0, value) : head(1, -1 - value));
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([Buffer.from(head(3, text.length)), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([Buffer.from(head(2, value.length)), value]);
  const entries = [...value.entries()].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([Buffer.from(head(5, value.size)), ...entries]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

type RegistrationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type SignInOptions = { challenge: string; rpId?: string };

export type SoftwarePasskey = {
  credentialId: string;
  /** The credential the browser would answer to `navigator.credentials.create()`. */
  register(options: RegistrationOptions, origin: string, overrides?: { challenge?: string; origin?: string }): unknown;
  /** The credential the browser would answer to `navigator.credentials.get()`. */
  signIn(options: SignInOptions, origin: string, overrides?: { challenge?: string; origin?: string; userVerified?: boolean; counter?: number }): unknown;
};

export function softwarePasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(16);
  const credentialId = b64url(rawId);
  let counter = 0;
  let userHandle = '';
  let rpId = '';

  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId,
    register(options, origin, overrides = {}) {
      rpId = options.rp.id ?? new URL(origin).hostname;
      userHandle = options.user.id;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        Buffer.from([rawId.length >> 8, rawId.length & 0xff]),
        rawId,
        coseKey(publicKey),
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      const clientDataJSON = clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin ?? origin);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    signIn(options, origin, overrides = {}) {
      counter = overrides.counter ?? counter + 1;
      const flags = FLAG_USER_PRESENT | (overrides.userVerified === false ? 0 : FLAG_USER_VERIFIED);
      const authenticatorData = Buffer.concat([sha256(options.rpId ?? rpId), Buffer.from([flags]), Buffer.from([counter >>> 24, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff])]);
      const clientDataJSON = clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin ?? origin);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature), userHandle },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

/** The public key as a COSE EC2 key: kty 2, alg -7 (ES256), crv 1 (P-256), x, y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}
