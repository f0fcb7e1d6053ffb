/**
 * Passkeys (issue #32 item 1): WebAuthn credentials an admin adds to their account, several of
 * them, each with a name, and signs in with on their own (a passkey that checked its owner, by
 * fingerprint, face or PIN, is both factors at once). Adding and removing one asks for the
 * current password again (ASVS 5.0 V7.5.1). The browser's side of the ceremony is the WebAuthn
 * JSON forms (`PublicKeyCredentialCreationOptionsJSON` and the rest), which the server's library
 * (SimpleWebAuthn) reads and writes; the shapes below check only what they must carry. Under
 * auth/, so every role manages its own.
 */
import * as v from 'valibot';
import { envelope, messageEnvelope } from './envelope';
import { idField, isoDate } from './fields';
import { existingPassword } from './passwords';
import { signInChallenge } from './second-factor';

export const passkeyPaths = {
  /** GET: the signed-in admin's passkeys, the newest first. */
  list: 'auth/passkeys',
  /** POST { current_password }: the options for the browser to make a passkey (the challenge is good for five minutes). */
  registerOptions: 'auth/passkeys/register/options',
  /** POST { name, credential }: the browser's new credential; checked, it becomes one of the admin's passkeys. */
  register: 'auth/passkeys/register',
  /** POST { id, current_password }: removes one of the admin's passkeys. */
  remove: 'auth/passkeys/remove',
  /** POST, public: the options for the browser to sign in with any passkey of this site. */
  signInOptions: 'auth/passkeys/sign-in/options',
  /** POST { credential }, public: a sign-in with a passkey; answers as a whole auth/login does. */
  signIn: 'auth/passkeys/sign-in',
  /** POST { challenge }, public: after the password, the options to prove the second step with one of the admin's passkeys. */
  secondStepOptions: 'auth/passkeys/second-step/options',
  /** POST { challenge, credential }, public: the sign-in's second step by a passkey; answers as auth/login does. */
  secondStep: 'auth/passkeys/second-step',
} as const;

export const PASSKEY_NAME_MAX = 100;

/**
 * What the flows hold of a ceremony, as plain types (the machines read nothing in them): the
 * server's options for the browser, and the browser's answer in WebAuthn's JSON form, which the
 * schemas below check on the server.
 */
export type PasskeyOptions = { challenge: string } & Record<string, unknown>;
export type PasskeyCredential = { id: string; rawId: string; type: string; response: object };
/** A credential's parts are base64url; a few kilobytes cover every authenticator's. */
const PART_MAX = 16 * 1024;

const base64url = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.nonEmpty(`${name} is required`), v.maxLength(PART_MAX, `${name} is too long`), v.regex(/^[A-Za-z0-9_-]+$/, `${name} is not base64url`));

const credentialShape = <TResponse extends v.ObjectEntries>(response: TResponse) =>
  v.looseObject({
    id: base64url('credential.id'),
    rawId: base64url('credential.rawId'),
    type: v.literal('public-key', 'credential.type must be public-key'),
    response: v.looseObject(response),
    clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
    authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  });

/** What `navigator.credentials.create()` gave, in WebAuthn's JSON form (RegistrationResponseJSON). */
export const registrationCredential = credentialShape({
  clientDataJSON: base64url('credential.response.clientDataJSON'),
  attestationObject: base64url('credential.response.attestationObject'),
  transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(32))), []),
});

/** What `navigator.credentials.get()` gave, in WebAuthn's JSON form (AuthenticationResponseJSON). */
export const authenticationCredential = credentialShape({
  clientDataJSON: base64url('credential.response.clientDataJSON'),
  authenticatorData: base64url('credential.response.authenticatorData'),
  signature: base64url('credential.response.signature'),
  userHandle: v.optional(v.pipe(v.string(), v.maxLength(PART_MAX))),
});

const passkeyName = v.pipe(
  v.string('name is required'),
  v.trim(),
  v.nonEmpty('name is required'),
  v.maxLength(PASSKEY_NAME_MAX, `name must be at most ${PASSKEY_NAME_MAX} characters`),
);

export const passkeyRow = v.object({ id: v.number(), name: v.string(), created_at: isoDate, last_used_at: v.nullable(isoDate) });
export type PasskeyRow = v.InferOutput<typeof passkeyRow>;

export const passkeyListResponse = envelope(v.object({ rows: v.array(passkeyRow) }));
/** The options as WebAuthn's JSON form; the browser hands them to `navigator.credentials`. */
export const passkeyOptionsResponse = envelope(v.object({ options: v.looseObject({ challenge: v.string() }) }));
export const passkeyRegisterRequest = v.object({ name: passkeyName, credential: registrationCredential });
export const passkeyRegisterResponse = envelope(passkeyRow);
export const passkeyRemoveRequest = v.object({ id: idField, current_password: existingPassword });
export const passkeyRemoveResponse = messageEnvelope;
export const passkeySignInRequest = v.object({ credential: authenticationCredential });
export const passkeySecondStepOptionsRequest = v.object({ challenge: signInChallenge });
export const passkeySecondStepRequest = v.object({ challenge: signInChallenge, credential: authenticationCredential });
