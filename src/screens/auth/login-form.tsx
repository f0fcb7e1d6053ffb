/**
 * The login form over the `login` flow: it renders the flow's values and sends its events.
 * A real <form> so Enter submits; noValidate so the spec's messages, not the browser's, show.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { KeyRound } from 'lucide';
import type { LoginField } from '../../machines/login.machine';
import { useTranslateLoginValidation } from '../../i18n/login-validation-messages';
import { Text, useText } from '../../i18n/text';
import { useProductName } from '../../app/layout/use-product-name';
import { askLoginChecks, useLoginChecks, whenLoginChecked } from '../../app/login-checks';
import { eachWhenIdleAfterLoad } from '../../app/each-when-idle';
import { Button } from '../../ui/button';
import { DataIcon } from '../../ui/data-icon';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { TextLink } from '../../ui/text-link';
import { useFocusAfterPaint } from '../../ui/use-focus-after-paint';
import { selectBusy, selectFieldError, selectPasskeyBusy, type LoginActor, type LoginSnapshot } from './select-login';
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

/** The flow's snapshot, or none while there is no flow yet. */
export function useLoginSnapshot(login: LoginActor | undefined): LoginSnapshot | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = login?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [login],
  );
  return useSyncExternalStore(subscribe, () => login?.getSnapshot());
}

/**
 * `login`: the flow, absent while a new tab asks the others for a session (a moment). The form is
 * drawn then already, so the flow's arrival changes a few values instead of mounting the form and
 * moving the focus in a task of its own after the first paint (issue #37: that was /login's
 * longest task). What is typed or filled in (a password manager) before the flow exists is kept
 * and handed to it with the fields left, and a submit made then waits for it. `titleId`: the heading's, which names the form.
 */
export function LoginForm({ login, titleId }: { login: LoginActor | undefined; titleId: string }) {
  const text = useText();
  const translate = useTranslateLoginValidation();
  const snapshot = useLoginSnapshot(login);
  const [early, setEarly] = useState<Partial<Record<LoginField, string>>>({});
  // Fields left before the flow exists: handed over too, so leaving a bad address shows its message.
  const leftEarly = useRef(new Set<LoginField>());
  const email = snapshot?.context.email ?? early.email ?? '';
  const password = snapshot?.context.password ?? early.password ?? '';
  // The field checks come just after the first paint (issue #37): while idle, or on the first input.
  const loginErrors = useLoginChecks()?.loginErrors;
  useEffect(() => eachWhenIdleAfterLoad([askLoginChecks]), []);
  const emailError = snapshot && selectFieldError(snapshot, 'email', loginErrors);
  const passwordError = snapshot && selectFieldError(snapshot, 'password', loginErrors);
  const busy = snapshot ? selectBusy(snapshot) : false;
  const passkeyBusy = snapshot ? selectPasskeyBusy(snapshot) : false;

  // Judged by the field checks: a submit made before they have arrived waits for them, and one
  // made before the flow exists waits for the flow.
  const submitWaiting = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The address field takes the focus as with autoFocus, a frame later (use-focus-after-paint.ts).
  useFocusAfterPaint(() => formRef.current?.elements.namedItem('email'));
  const submit = useCallback((flow: LoginActor) => whenLoginChecked(() => flow.send({ type: 'login.submit' })), []);
  // Before the first paint with the flow, so the fields never show empty in between.
  useLayoutEffect(() => {
    if (!login) return;
    for (const [field, value] of Object.entries(early) as Array<[LoginField, string]>) login.send({ type: 'login.change', field, value });
    for (const field of leftEarly.current) login.send({ type: 'login.blur', field });
    setEarly({});
    leftEarly.current.clear();
    if (submitWaiting.current) submit(login);
    submitWaiting.current = false;
    // Only the flow's arrival hands over; `early` is what was typed until then.
  }, [login, submit]);

  const change = (field: LoginField) => (event: { target: { value: string } }) => {
    askLoginChecks();
    const { value } = event.target;
    if (login) login.send({ type: 'login.change', field, value });
    else setEarly((typed) => ({ ...typed, [field]: value }));
  };
  const blur = (field: LoginField) => () => {
    askLoginChecks();
    if (login) login.send({ type: 'login.blur', field });
    else leftEarly.current.add(field);
  };

  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (login) submit(login);
          else submitWaiting.current = true;
        }}
      >
        <TextField
          label={text('auth.login.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
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
        <Button type="submit" size="lg" fullWidth loading={busy && !passkeyBusy} disabled={passkeyBusy} className={styles.submit}>
          <Text id="auth.login.submit" />
        </Button>
      </form>
      {/* A passkey needs no field (issue #32 item 1): the browser asks which one, and for the fingerprint, face or PIN. */}
      <p className={styles.or} aria-hidden="true">
        <Text id="auth.login.or" />
      </p>
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        loading={passkeyBusy}
        disabled={!login || (busy && !passkeyBusy)}
        icon={<DataIcon icon={KeyRound} size={18} />}
        onClick={() => login?.send({ type: 'login.passkey' })}
      >
        <Text id="auth.login.passkey" />
      </Button>
      <p className={styles.register}>
        <Text id="auth.login.noAccount" />{' '}
        <TextLink href="/register" size="sm">
          <Text id="auth.login.register" />
        </TextLink>
      </p>
    </>
  );
}
