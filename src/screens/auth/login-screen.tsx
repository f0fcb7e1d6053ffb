/**
 * Sign-in (spec section 2 "Sign-in screens"): the view of the session's child flow `login`.
 * The flow exists only while signed out; in the moments around sign-in and sign-out the
 * frame shows without a form.
 */
import { useSelector } from '@xstate/react';
import { useSessionActor } from '../../app/app-context';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { selectLoginActor } from './select-login';

export default function LoginScreen() {
  const sessionActor = useSessionActor();
  const login = useSelector(sessionActor, selectLoginActor);
  return <AuthLayout>{login && <LoginForm login={login} />}</AuthLayout>;
}
