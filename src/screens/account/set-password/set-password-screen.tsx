/**
 * /set-Password/{iv}/{data} (spec section 2): the new admin's first password, from the e-mailed
 * link. New and confirm (pasting blocked), "Set password". A dead link's message stays on the
 * screen; success signs out whoever is signed in here and goes to /login.
 */
import { NoticeText } from '../../../i18n/notice-text';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import { SET_PASSWORD_RULES } from '../../../api/contract/passwords';
import { useApiClient, useFlowActor, useSessionActor } from '../../../app/app-context';
import { useTranslateValidation } from '../../../i18n/validation-messages';
import { setPasswordErrors, type SetPasswordField } from '../../../machines/set-password.machine';
import { liveSetPassword } from './set-password.live';
import { notify } from '../../../ui/toast/notify';
import { AuthLayout } from '../../../app/layout/auth-layout';
import { BackLink } from '../shared/back-link';
import { NewPasswordFields } from '../shared/new-password-fields';
import { PublicForm } from '../shared/public-form';
import { RefusalNotice } from '../shared/refusal-notice';
import { selectBusy, selectFieldError } from '../shared/select-password-form';

export default function SetPasswordScreen() {
  const { iv = '', data = '' } = useParams<{ iv: string; data: string }>();
  const client = useApiClient();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const flow = useFlowActor(
    liveSetPassword({ client, notify, navigate, session }),
    { input: { iv, data } },
  );
  const intl = useIntl();
  const translate = useTranslateValidation();
  const newPassword = useSelector(flow, (s) => s.context.newPassword);
  const confirmPassword = useSelector(flow, (s) => s.context.confirmPassword);
  const refusal = useSelector(flow, (s) => s.context.refusal);
  const newError = useSelector(flow, (s) => selectFieldError(setPasswordErrors, s, 'newPassword'));
  const confirmError = useSelector(flow, (s) => selectFieldError(setPasswordErrors, s, 'confirmPassword'));
  const busy = useSelector(flow, selectBusy);
  const handlers = (field: SetPasswordField) => ({
    onChange: (event: { target: { value: string } }) => flow.send({ type: 'password.change', field, value: event.target.value }),
    onBlur: () => flow.send({ type: 'password.blur', field }),
  });

  return (
    <AuthLayout>
      <PublicForm
        title={<FormattedMessage id="account.setPassword.title" />}
        subtitle={<FormattedMessage id="account.setPassword.subtitle" />}
        notice={refusal && <RefusalNotice title={<FormattedMessage id="account.setPassword.refusalTitle" />}><NoticeText message={refusal} /></RefusalNotice>}
        submitLabel={<FormattedMessage id="account.setPassword.submit" />}
        busy={busy}
        onSubmit={() => flow.send({ type: 'password.submit' })}
      >
        <NewPasswordFields
          labels={{
            newPassword: intl.formatMessage({ id: 'account.setPassword.newPassword' }),
            confirmPassword: intl.formatMessage({ id: 'account.setPassword.confirmPassword' }),
          }}
          values={{ newPassword, confirmPassword }}
          errors={{ newPassword: newError && translate(newError), confirmPassword: confirmError && translate(confirmError) }}
          rules={SET_PASSWORD_RULES}
          busy={busy}
          handlers={handlers}
        />
      </PublicForm>
      <BackLink href="/login">
        <FormattedMessage id="account.backToLogin" />
      </BackLink>
    </AuthLayout>
  );
}
