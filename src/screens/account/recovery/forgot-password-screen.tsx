/**
 * /forgot-password (spec section 2): email, "Get OTP", Back. Opening it begins the recovery anew
 * (keeping the e-mail typed last time); 1 s after the OTP is sent the flow moves to /otp.
 */
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTranslateValidation } from '../../../i18n/validation-messages';
import type { RecoveryActor } from '../../../machines/recovery-host.machine';
import { TextField } from '../../../ui/text-field';
import { AuthLayout } from '../../../app/layout/auth-layout';
import { BackLink } from '../shared/back-link';
import { PublicForm } from '../shared/public-form';
import { RecoveryGate } from './recovery-gate';
import { fieldHandlers } from './recovery-fields';
import { selectBusy, selectFieldError } from './select-recovery';
import { useRecoveryFlow, useRecoveryHost } from './use-recovery-flow';

export default function ForgotPasswordScreen() {
  const host = useRecoveryHost();
  const flow = useRecoveryFlow();
  // Until this screen has begun its own flow, the one in progress (another step) is not its own.
  const [begun, setBegun] = useState(false);
  useEffect(() => {
    host.send({ type: 'recovery.begin' });
    setBegun(true);
  }, [host]);
  return <AuthLayout>{begun && flow && <RecoveryGate flow={flow} step="email">{(own) => <ForgotPasswordForm flow={own} />}</RecoveryGate>}</AuthLayout>;
}

function ForgotPasswordForm({ flow }: { flow: RecoveryActor }) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const email = useSelector(flow, (s) => s.context.email);
  const error = useSelector(flow, (s) => selectFieldError(s, 'email', 'email'));
  const busy = useSelector(flow, (s) => selectBusy(s, 'email'));
  return (
    <>
      <PublicForm
        title={<FormattedMessage id="account.forgot.title" />}
        subtitle={<FormattedMessage id="account.forgot.subtitle" />}
        submitLabel={<FormattedMessage id="account.forgot.submit" />}
        busy={busy}
        onSubmit={() => flow.send({ type: 'recovery.submit' })}
      >
        <TextField
          label={intl.formatMessage({ id: 'account.forgot.email' })}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
          placeholder={intl.formatMessage({ id: 'account.forgot.emailPlaceholder' })}
          value={email}
          readOnly={busy}
          error={error && translate(error)}
          {...fieldHandlers(flow, 'email')}
        />
      </PublicForm>
      <BackLink href="/login">
        <FormattedMessage id="account.back" />
      </BackLink>
    </>
  );
}
