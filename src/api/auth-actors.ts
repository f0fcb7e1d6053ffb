/** The actors the session and login machines invoke for signing in and out; the calls load with the first. */
import { fromPromise } from 'xstate';
import type { ApiClient } from './client';
import type { LoginRequest } from './contract/auth';
import type { PasskeyCredential, PasskeyOptions } from './contract/passkeys';
import type { SecondFactorInput, SignedInOutput, SignInOutput } from '../machines/login.machine';

const loadAuth = () => import('./auth');
// A passkey's calls and the WebAuthn library load when the person asks for a passkey.
const loadPasskeys = () => import('./passkeys');
const loadCeremony = () => import('./passkey-ceremony');

export const authActors = (client: ApiClient) => ({
  signIn: fromPromise<SignInOutput, LoginRequest>(async ({ input, signal }) => (await loadAuth()).signIn(client, input, signal)),
  verifySecondFactor: fromPromise<SignedInOutput, SecondFactorInput>(async ({ input, signal }) => (await loadAuth()).verifySecondFactor(client, input, signal)),
  revokeSession: fromPromise<void, { accessToken: string }>(async ({ signal }) => (await loadAuth()).revokeSession(client, signal)),
  passkeySignInOptions: fromPromise<PasskeyOptions, { challenge: string | null }>(async ({ input, signal }) => {
    // Both while the server answers: the dialog opens as soon as the options are there.
    const [{ passkeysApi }] = await Promise.all([loadPasskeys(), loadCeremony()]);
    const api = passkeysApi(client);
    return input.challenge === null ? api.signInOptions(signal) : api.secondStepOptions(input.challenge, signal);
  }),
  askAuthenticator: fromPromise<PasskeyCredential, { passkeyOptions: PasskeyOptions }>(async ({ input, signal }) =>
    (await loadCeremony()).signWithPasskey(input.passkeyOptions, signal),
  ),
  signInWithPasskey: fromPromise<SignedInOutput, { credential: PasskeyCredential; challenge: string | null }>(async ({ input, signal }) => {
    const api = (await loadPasskeys()).passkeysApi(client);
    return input.challenge === null ? api.signIn(input.credential, signal) : api.secondStep(input.challenge, input.credential, signal);
  }),
});
