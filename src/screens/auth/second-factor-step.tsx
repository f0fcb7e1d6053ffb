/**
 * The sign-in's second step (issue #32 item 1): the code from the authenticator app, or a recovery
 * code, once the password was right, or one of the admin's passkeys when they have one (offered
 * beside the code, or alone to an admin with passkeys and no app). A view over the login flow's
 * `secondFactor` state, and its `passkey` state once the passkey is asked for; it loads
 * with the catalogue's second part when an admin with a second factor gets there, so /login's
 * first load carries none of it.
 */
import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTranslateValidation } from '../../i18n/validation-messages';
import { Button } from '../../ui/button';
import { mirrorInRtl } from '../../ui/mirror-in-rtl.css';
import { TextField } from '../../ui/text-field';
import { codeErrors } from '../../app/login-checks.live';
import type { LoginActor } from './select-login';
import * as formStyles from './login-form.css';
import * as styles from './second-factor-step.css';

export function SecondFactorStep({ login }: { login: LoginActor }) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const code = useSelector(login, (s) => s.context.code);
  // Only after a submit: a half-typed code is not wrong yet.
  const error = useSelector(login, (s) => (s.context.codeSubmitted ? codeErrors(s.context.code).code : undefined));
  const busy = useSelector(login, (s) => s.matches({ secondFactor: 'verifying' }) || s.matches('succeeded') || s.matches('passkey'));
  const passkeyBusy = useSelector(login, (s) => s.matches('passkey'));
  const methods = useSelector(login, (s) => s.context.methods);
  const byApp = methods.includes('totp');
  const byPasskey = methods.includes('passkey');
  const titleId = useId();
  return (
    <>
      <div className={formStyles.heading}>
        <h1 id={titleId} className={formStyles.title}>
          <FormattedMessage id="auth.secondFactor.title" />
        </h1>
        <p className={formStyles.subtitle}>
          <FormattedMessage id={byApp ? 'auth.secondFactor.subtitle' : 'auth.secondFactor.passkeySubtitle'} />
        </p>
      </div>
      {byApp && (
        <form
          className={formStyles.form}
          aria-labelledby={titleId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            login.send({ type: 'login.codeSubmit' });
          }}
        >
          <TextField
            label={intl.formatMessage({ id: 'auth.secondFactor.code' })}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            className={styles.code}
            placeholder={intl.formatMessage({ id: 'auth.secondFactor.placeholder' })}
            value={code}
            readOnly={busy}
            error={error && translate(error)}
            onChange={(event) => login.send({ type: 'login.codeChange', otp: event.target.value })}
          />
          <Button type="submit" size="lg" fullWidth loading={busy && !passkeyBusy} disabled={passkeyBusy} className={formStyles.submit}>
            <FormattedMessage id="auth.secondFactor.submit" />
          </Button>
        </form>
      )}
      {byPasskey && (
        <>
          {byApp && (
            <p className={styles.alternative}>
              <FormattedMessage id="auth.secondFactor.orPasskey" />
            </p>
          )}
          <Button
            variant={byApp ? 'secondary' : 'primary'}
            size="lg"
            fullWidth
            autoFocus={!byApp}
            loading={passkeyBusy}
            disabled={busy && !passkeyBusy}
            icon={<KeyRound size={18} aria-hidden="true" />}
            onClick={() => login.send({ type: 'login.passkey' })}
          >
            <FormattedMessage id="auth.secondFactor.usePasskey" />
          </Button>
        </>
      )}
      <p className={styles.back}>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => login.send({ type: 'login.back' })}>
          <ArrowLeft size={14} aria-hidden="true" className={mirrorInRtl} />
          <FormattedMessage id="auth.secondFactor.back" />
        </Button>
      </p>
    </>
  );
}
