/**
 * The browser's side of a passkey (issue #32 item 1), through SimpleWebAuthn's browser library:
 * the server's options in, WebAuthn's JSON answer out. Loaded when a person asks for a passkey,
 * never with a page. The browser's errors become the notices of passkey-notices.ts; leaving the
 * flow's state (its signal) closes the browser's dialog.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyCredential, PasskeyOptions } from './contract/passkeys';
import { PASSKEY_CANCELLED, PASSKEY_ON_THIS_DEVICE, PASSKEY_UNSUPPORTED } from './passkey-notices';

/** The name of the DOMException (or of the library's error, by its cause) a ceremony ended with. */
const errorName = (error: unknown): string | undefined => {
  const cause = error instanceof WebAuthnError ? error.cause : error;
  return cause instanceof Error ? cause.name : undefined;
};

/** A ceremony's failure as the person should read it. */
export function ceremonyFailure(error: unknown): Error {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return new Error(PASSKEY_ON_THIS_DEVICE);
  switch (errorName(error)) {
    // The person closed the dialog, no passkey answered in time, or the page lost the focus.
    case 'NotAllowedError':
    case 'AbortError':
      return new Error(PASSKEY_CANCELLED);
    case 'InvalidStateError':
      return new Error(PASSKEY_ON_THIS_DEVICE);
    case 'NotSupportedError':
      return new Error(PASSKEY_UNSUPPORTED);
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}

async function ceremony<T>(run: () => Promise<T>, signal: AbortSignal): Promise<T> {
  if (!browserSupportsWebAuthn()) throw new Error(PASSKEY_UNSUPPORTED);
  const close = () => WebAuthnAbortService.cancelCeremony();
  signal.addEventListener('abort', close, { once: true });
  try {
    return await run();
  } catch (error) {
    throw ceremonyFailure(error);
  } finally {
    signal.removeEventListener('abort', close);
  }
}

/** Signs the server's challenge with a passkey of this site the person picks. */
export const signWithPasskey = (options: PasskeyOptions, signal: AbortSignal): Promise<PasskeyCredential> =>
  ceremony(() => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }), signal);

/** Makes a new passkey for the signed-in admin on this device (or a phone, a key). */
export const makePasskey = (options: PasskeyOptions, signal: AbortSignal): Promise<PasskeyCredential> =>
  ceremony(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }), signal);
