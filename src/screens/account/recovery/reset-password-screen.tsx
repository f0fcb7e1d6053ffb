/**
 * The new-password step of the recovery (spec section 2 "Reset password": new, confirm, Save).
 * Pasting is blocked in both fields. 0.5 s after the save the flow ends and the screen goes to
 * /login.
 */
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RESET_PASSWORD_RULES } from '../../../api/contract/passwords';
import { useTranslateValidation } from '../../../i18n/validation-messages';
import { accountRoutes } from '../../../machines/account-routes';
import type { RecoveryActor } from '../../../machines/recovery-host.machine';
import { AuthLayout } from '../../../app/layout/auth-layout';
import { BackLink } from '../shared/back-link';
import { NewPasswordFields } from '../shared/new-password-fields';
import { PublicForm } from '../shared/public-form';
import { RecoveryGate } from './recovery-gate';
import { fieldHandlers } from './recovery-fields';
import { selectBusy, selectFieldError } from './select-recovery';
import { useRecoveryFlow } from './use-recovery-flow';

export default function ResetPasswordScreen() {
  const flow = useRecoveryFlow();
  return (
    <AuthLayout>
      <RecoveryGate flow={flow} step="newPassword">
        {(own) => <ResetPasswordForm flow={own} />}
      </RecoveryGate>
    </AuthLayout>
  );
}

function ResetPasswordForm({ flow }: { flow: RecoveryActor }) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const email = useSelector(flow, (s) => s.context.email.trim());
  const newPassword = useSelector(flow, (s) => s.context.newPassword);
  const confirmPassword = useSelector(flow, (s) => s.context.confirmPassword);
  const newError = useSelector(flow, (s) => selectFieldError(s, 'newPassword', 'newPassword'));
  const confirmError = useSelector(flow, (s) => selectFieldError(s, 'newPassword', 'confirmPassword'));
  const busy = useSelector(flow, (s) => selectBusy(s, 'newPassword'));
  return (
    <>
      <PublicForm
        title={<FormattedMessage id="account.reset.title" />}
        subtitle={<FormattedMessage id="account.reset.subtitle" values={{ email: <strong>{email}</strong> }} />}
        submitLabel={<FormattedMessage id="account.reset.submit" />}
        busy={busy}
        onSubmit={() => flow.send({ type: 'recovery.submit' })}
      >
        <NewPasswordFields
          labels={{
            newPassword: intl.formatMessage({ id: 'account.reset.newPassword' }),
            confirmPassword: intl.formatMessage({ id: 'account.reset.confirmPassword' }),
          }}
          values={{ newPassword, confirmPassword }}
          errors={{ newPassword: newError && translate(newError), confirmPassword: confirmError && translate(confirmError) }}
          rules={RESET_PASSWORD_RULES}
          busy={busy}
          handlers={(field) => fieldHandlers(flow, field)}
        />
      </PublicForm>
      <BackLink href={accountRoutes.login}>
        <FormattedMessage id="account.backToLogin" />
      </BackLink>
    </>
  );
}
