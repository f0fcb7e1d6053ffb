/**
 * Sign-in (spec section 2 "Sign-in screens"): the view of the session's child flow `login`.
 * The flow exists only while signed out; in the moments around sign-in and sign-out (and while a
 * new tab asks the others for a session) the form shows empty and read-only (login-form.tsx).
 */
import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { useSessionActor } from '../../app/app-context';
import { AuthLayout } from '../../app/layout/auth-layout';
import { LoginForm, LoginHeading } from './login-form';
import { selectLoginActor } from './select-login';

export default function LoginScreen() {
  const sessionActor = useSessionActor();
  const login = useSelector(sessionActor, selectLoginActor);
  const titleId = useId();
  return (
    <AuthLayout>
      <LoginHeading titleId={titleId} />
      <LoginForm login={login} titleId={titleId} />
    </AuthLayout>
  );
}
