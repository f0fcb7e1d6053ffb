/** The actors the session and login machines invoke for signing in and out; the calls load with the first. */
import { fromPromise } from 'xstate';
import type { ApiClient } from './client';
import type { LoginRequest } from './contract/auth';
import type { PasskeyCredential, PasskeyOptions } from './contract/passkeys';
import type { SecondFactorInput, SignedInOutput, SignInOutput } from '../machines/login.machine';
import { loadPasskeyCeremony, whenReachable } from './when-reachable';

const loadAuth = () => whenReachable(() => import('./auth'));
// A passkey's calls, and the WebAuthn library once the server has answered them (when-reachable.ts).
const loadPasskeys = () => whenReachable(() => import('./passkeys'));

export const authActors = (client: ApiClient) => ({
  signIn: fromPromise<SignInOutput, LoginRequest>(async ({ input, signal }) => (await loadAuth()).signIn(client, input, signal)),
  verifySecondFactor: fromPromise<SignedInOutput, SecondFactorInput>(async ({ input, signal }) => (await loadAuth()).verifySecondFactor(client, input, signal)),
  revokeSession: fromPromise<void, { accessToken: string }>(async ({ signal }) => (await loadAuth()).revokeSession(client, signal)),
  passkeySignInOptions: fromPromise<PasskeyOptions, { challenge: string | null }>(async ({ input, signal }) => {
    const api = (await loadPasskeys()).passkeysApi(client);
    const options = await (input.challenge === null ? api.signInOptions(signal) : api.secondStepOptions(input.challenge, signal));
    await loadPasskeyCeremony();
    return options;
  }),
  askAuthenticator: fromPromise<PasskeyCredential, { passkeyOptions: PasskeyOptions }>(async ({ input, signal }) =>
    (await loadPasskeyCeremony()).signWithPasskey(input.passkeyOptions, signal),
  ),
  signInWithPasskey: fromPromise<SignedInOutput, { credential: PasskeyCredential; challenge: string | null }>(async ({ input, signal }) => {
    const api = (await loadPasskeys()).passkeysApi(client);
    return input.challenge === null ? api.signIn(input.credential, signal) : api.secondStep(input.challenge, input.credential, signal);
  }),
});
