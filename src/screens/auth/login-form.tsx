/**
 * The login form over the `login` flow: it renders the flow's values and sends its events.
 * A real <form> so Enter submits; noValidate so the spec's messages, not the browser's, show.
 */
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { LoginField, loginMachine } from '../../machines/login.machine';
import { useTranslateLoginValidation } from '../../i18n/login-validation-messages';
import { Text, useText } from '../../i18n/text';
import { useProductName } from '../../app/layout/use-product-name';
import { askLoginChecks, useLoginChecks, whenLoginChecked } from '../../app/login-checks';
import { eachWhenIdleAfterLoad } from '../../app/each-when-idle';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { TextLink } from '../../ui/text-link';
import { selectBusy, selectFieldError } from './select-login';
import * as styles from './login-form.css';

/**
 * The page's heading: drawn at once, before the flow exists (a new tab first asks the others for
 * a session, a moment), so the first paint already holds the page's largest text.
 */
export function LoginHeading({ titleId }: { titleId: string }) {
  const productName = useProductName();
  return (
    <div className={styles.heading}>
      <h1 id={titleId} className={styles.title}>
        <Text id="auth.login.title" />
      </h1>
      <p className={styles.subtitle}>
        <Text id="auth.login.subtitle" values={{ productName }} />
      </p>
    </div>
  );
}

/** `titleId`: the heading's, which names the form. */
export function LoginForm({ login, titleId }: { login: ActorRefFrom<typeof loginMachine>; titleId: string }) {
  const text = useText();
  const translate = useTranslateLoginValidation();
  const email = useSelector(login, (s) => s.context.email);
  const password = useSelector(login, (s) => s.context.password);
  // The field checks come just after the first paint (issue #37): while idle, or on the first input.
  const loginErrors = useLoginChecks()?.loginErrors;
  useEffect(() => eachWhenIdleAfterLoad([askLoginChecks]), []);
  const emailError = useSelector(login, (s) => selectFieldError(s, 'email', loginErrors));
  const passwordError = useSelector(login, (s) => selectFieldError(s, 'password', loginErrors));
  const busy = useSelector(login, selectBusy);

  const change = (field: LoginField) => (event: { target: { value: string } }) => {
    askLoginChecks();
    login.send({ type: 'login.change', field, value: event.target.value });
  };
  const blur = (field: LoginField) => () => {
    askLoginChecks();
    login.send({ type: 'login.blur', field });
  };

  return (
    <>
      <form
        className={styles.form}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Judged by the field checks: a submit made before they have arrived waits for them.
          whenLoginChecked(() => login.send({ type: 'login.submit' }));
        }}
      >
        <TextField
          label={text('auth.login.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
          placeholder={text('auth.login.emailPlaceholder')}
          value={email}
          readOnly={busy}
          error={emailError && translate(emailError)}
          onChange={change('email')}
          onBlur={blur('email')}
        />
        <PasswordField
          label={text('auth.login.password')}
          labelAside={
            <TextLink href="/forgot-password" size="sm">
              <Text id="auth.login.forgotPassword" />
            </TextLink>
          }
          name="password"
          autoComplete="current-password"
          placeholder={text('auth.login.passwordPlaceholder')}
          value={password}
          readOnly={busy}
          error={passwordError && translate(passwordError)}
          onChange={change('password')}
          onBlur={blur('password')}
        />
        <Button type="submit" size="lg" fullWidth loading={busy} className={styles.submit}>
          <Text id="auth.login.submit" />
        </Button>
      </form>
      <p className={styles.register}>
        <Text id="auth.login.noAccount" />{' '}
        <TextLink href="/register" size="sm">
          <Text id="auth.login.register" />
        </TextLink>
      </p>
    </>
  );
}
