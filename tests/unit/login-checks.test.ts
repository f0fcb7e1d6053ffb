/**
 * The login page's field checks arrive after its first paint (issue #37): a submit made before
 * they have arrived waits for them and is then judged by them; nothing is sent unjudged.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loadLoginChecks, loginChecksNow, whenLoginChecked } from '../../src/app/login-checks';
import { loginMachine, type SecondFactorInput, type SignedInOutput } from '../../src/machines/login.machine';
import { supplyAll } from '../../src/machines/supplied';
import type { PasskeyCredential, PasskeyOptions } from '../../src/api/contract/passkeys';

describe('the login field checks', () => {
  it('hold a submit made before they arrive, then let the flow judge it by them', async () => {
    const sent: unknown[] = [];
    // Supplied as the app supplies them (session.live.ts): judged only once the checks are here.
    const login = createActor(
      supplyAll(loginMachine, {
        actors: {
          signIn: fromPromise(async ({ input }) => (sent.push(input), new Promise<never>(() => {}))),
          verifySecondFactor: fromPromise<SignedInOutput, SecondFactorInput>(() => new Promise(() => {})),
          passkeySignInOptions: fromPromise<PasskeyOptions, { challenge: string | null }>(() => new Promise(() => {})),
          askAuthenticator: fromPromise<PasskeyCredential, { passkeyOptions: PasskeyOptions }>(() => new Promise(() => {})),
          signInWithPasskey: fromPromise<SignedInOutput, { credential: PasskeyCredential; challenge: string | null }>(() => new Promise(() => {})),
        },
        actions: { notify: () => {} },
        guards: {
          isValid: (args) => loginChecksNow()?.loginChecks.isValid(args) ?? false,
          isCodeValid: (args) => loginChecksNow()?.loginChecks.isCodeValid(args) ?? false,
        },
      }),
    ).start();
    login.send({ type: 'login.change', field: 'email', value: 'ada@mise.local' });
    login.send({ type: 'login.change', field: 'password', value: 'Saffron#Tide2026' });
    expect(loginChecksNow()).toBeNull();
    whenLoginChecked(() => login.send({ type: 'login.submit' }));
    expect(login.getSnapshot().value).toBe('editing');
    const checks = await loadLoginChecks();
    expect(loginChecksNow()).toBe(checks);
    expect(login.getSnapshot().value).toBe('submitting');
    await Promise.resolve();
    expect(sent).toEqual([{ email: 'ada@mise.local', password: 'Saffron#Tide2026' }]);
    // Once here, a submit is judged at once.
    let now = false;
    whenLoginChecked(() => (now = true));
    expect(now).toBe(true);
    expect(checks.loginErrors({ email: '', password: '' })).toEqual({ email: 'validation.emailEnter', password: 'validation.passwordEnter' });
  });
});
