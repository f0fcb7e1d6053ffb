/**
 * /otp (spec section 2): "Enter OTP", "Verify OTP". It shows only while a recovery is at this
 * step; 1 s after a verified OTP the flow moves to the new-password screen.
 */
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OTP_LENGTH } from '../../../constants';
import { useTranslateValidation } from '../../../i18n/validation-messages';
import { accountRoutes } from '../../../machines/account-routes';
import type { RecoveryActor } from '../../../machines/recovery-host.machine';
import { TextField } from '../../../ui/text-field';
import { AuthLayout } from '../../../app/layout/auth-layout';
import { BackLink } from '../shared/back-link';
import { PublicForm } from '../shared/public-form';
import * as otpStyles from './otp-screen.css';
import { RecoveryGate } from './recovery-gate';
import { fieldHandlers } from './recovery-fields';
import { selectBusy, selectFieldError } from './select-recovery';
import { useRecoveryFlow } from './use-recovery-flow';

export default function OtpScreen() {
  const flow = useRecoveryFlow();
  return (
    <AuthLayout>
      <RecoveryGate flow={flow} step="otp">
        {(own) => <OtpForm flow={own} />}
      </RecoveryGate>
    </AuthLayout>
  );
}

function OtpForm({ flow }: { flow: RecoveryActor }) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const email = useSelector(flow, (s) => s.context.email.trim());
  const otp = useSelector(flow, (s) => s.context.otp);
  const error = useSelector(flow, (s) => selectFieldError(s, 'otp', 'otp'));
  const busy = useSelector(flow, (s) => selectBusy(s, 'otp'));
  return (
    <>
      <PublicForm
        title={<FormattedMessage id="account.otp.title" />}
        subtitle={<FormattedMessage id="account.otp.subtitle" values={{ email: <strong>{email}</strong> }} />}
        submitLabel={<FormattedMessage id="account.otp.submit" />}
        busy={busy}
        onSubmit={() => flow.send({ type: 'recovery.submit' })}
      >
        <TextField
          label={intl.formatMessage({ id: 'account.otp.label' })}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          autoFocus
          className={otpStyles.otp}
          placeholder={intl.formatMessage({ id: 'account.otp.placeholder' })}
          value={otp}
          readOnly={busy}
          error={error && translate(error)}
          {...fieldHandlers(flow, 'otp')}
        />
      </PublicForm>
      <BackLink href={accountRoutes.forgotPassword}>
        <FormattedMessage id="account.otp.otherEmail" />
      </BackLink>
    </>
  );
}
