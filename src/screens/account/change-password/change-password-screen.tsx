/**
 * /change-password and /change-Password (spec section 2): current, new and confirm (pasting
 * blocked in all three), Save, and Back to /. Success ends the session here as the server ended
 * it everywhere, and 0.5 s later the admin is on /login.
 */
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { CHANGE_PASSWORD_RULES } from '../../../api/contract/passwords';
import { useApiClient, useFlowActor, useSessionActor } from '../../../app/app-context';
import { useTranslateValidation } from '../../../i18n/validation-messages';
import { changePasswordErrors, type ChangePasswordField } from '../../../machines/change-password.machine';
import { liveChangePassword } from './change-password.live';
import { notify } from '../../../ui/toast/notify';
import { NoPastePasswordField } from '../shared/no-paste-password-field';
import { PasswordRulesList } from '../shared/password-rules-list';
import { PrivateForm } from '../shared/private-form';
import { selectBusy, selectFieldError } from '../shared/select-password-form';

export default function ChangePasswordScreen() {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const client = useApiClient();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const flow = useFlowActor(liveChangePassword({ client, notify, navigate, session }));
  const values = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, selectBusy);
  const errors = {
    currentPassword: useSelector(flow, (s) => selectFieldError(changePasswordErrors, s, 'currentPassword')),
    newPassword: useSelector(flow, (s) => selectFieldError(changePasswordErrors, s, 'newPassword')),
    confirmPassword: useSelector(flow, (s) => selectFieldError(changePasswordErrors, s, 'confirmPassword')),
  };
  const field = (name: ChangePasswordField) => ({
    name,
    value: values[name],
    readOnly: busy,
    error: errors[name] && translate(errors[name]),
    onChange: (event: { target: { value: string } }) => flow.send({ type: 'password.change', field: name, value: event.target.value }),
    onBlur: () => flow.send({ type: 'password.blur', field: name }),
  });
  const title = intl.formatMessage({ id: 'account.changePassword.title' });

  return (
    <PrivateForm
      title={title}
      description={intl.formatMessage({ id: 'account.changePassword.description' })}
      backHref="/"
      submitLabel={<FormattedMessage id="account.changePassword.submit" />}
      busy={busy}
      onSubmit={() => flow.send({ type: 'password.submit' })}
    >
      <NoPastePasswordField
        label={intl.formatMessage({ id: 'account.changePassword.current' })}
        autoComplete="current-password"
        autoFocus
        {...field('currentPassword')}
      />
      <NoPastePasswordField label={intl.formatMessage({ id: 'account.changePassword.newPassword' })} autoComplete="new-password" {...field('newPassword')} />
      <PasswordRulesList password={values.newPassword} rules={CHANGE_PASSWORD_RULES} />
      <NoPastePasswordField
        label={intl.formatMessage({ id: 'account.changePassword.confirmPassword' })}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </PrivateForm>
  );
}
