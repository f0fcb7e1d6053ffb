/**
 * Sign-in (spec section 2 "Sign-in screens"): the view of the session's child flow `login`.
 * The flow exists only while signed out; in the moments around sign-in and sign-out (and while a
 * new tab asks the others for a session) the form shows empty and read-only (login-form.tsx).
 * An admin with a second factor is then asked for its code, on the same page (second-factor-step.tsx).
 */
import { Suspense, useId } from 'react';
import { useSelector } from '@xstate/react';
import { useSessionActor } from '../../app/app-context';
import { AuthLayout } from '../../app/layout/auth-layout';
import { lazyWithReactIntl } from '../../i18n/with-react-intl';
import { LoginForm, LoginHeading, useLoginSnapshot } from './login-form';
import { selectLoginActor, type LoginActor } from './select-login';

// Only an admin with a second factor gets here (issue #32 item 1): the step and its texts (the
// catalogue's second part) load then, not with the login page.
const SecondFactorStep = lazyWithReactIntl(() =>
  Promise.all([import('../../app/area-messages'), import('./second-factor-step')]).then(([{ AreaMessages }, { SecondFactorStep: Step }]) => ({ login }: { login: LoginActor }) => (
    <AreaMessages>
      <Step login={login} />
    </AreaMessages>
  )),
);

export default function LoginScreen() {
  const sessionActor = useSessionActor();
  const login = useSelector(sessionActor, selectLoginActor);
  const snapshot = useLoginSnapshot(login);
  // The second step stays on screen while one of the admin's passkeys is asked for it.
  const secondStep = (snapshot?.matches('secondFactor') || (snapshot?.matches('passkey') && snapshot.context.challenge !== null)) ?? false;
  const titleId = useId();
  return (
    <AuthLayout>
      {login && secondStep ? (
        <Suspense fallback={null}>
          <SecondFactorStep login={login} />
        </Suspense>
      ) : (
        <>
          <LoginHeading titleId={titleId} />
          <LoginForm login={login} titleId={titleId} />
        </>
      )}
    </AuthLayout>
  );
}
