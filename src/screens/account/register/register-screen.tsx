/**
 * /register (spec section 2): first name, last name, email, create password, terms. No server
 * call: once everything is valid it goes to /login.
 */
import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useFlowActor } from '../../../app/app-context';
import { useProductName } from '../../../app/layout/use-product-name';
import { useTranslateValidation } from '../../../i18n/validation-messages';
import type { RegisterField } from '../../../machines/register.machine';
import { liveRegister } from './register.live';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { PasswordField } from '../../../ui/password-field';
import { TextField } from '../../../ui/text-field';
import { TextLink } from '../../../ui/text-link';
import { AuthLayout } from '../../../app/layout/auth-layout';
import { PublicFormHeading } from '../shared/public-form-heading';
import * as styles from '../shared/public-form.css';
import { selectFieldError } from './select-register';

type TextFieldName = Exclude<RegisterField, 'terms'>;

export default function RegisterScreen() {
  const [, navigate] = useLocation();
  const flow = useFlowActor(liveRegister({ navigate }));
  const intl = useIntl();
  const translate = useTranslateValidation();
  const productName = useProductName();
  const titleId = useId();
  const values = useSelector(flow, (s) => s.context);
  const errors = {
    firstName: useSelector(flow, (s) => selectFieldError(s, 'firstName')),
    lastName: useSelector(flow, (s) => selectFieldError(s, 'lastName')),
    email: useSelector(flow, (s) => selectFieldError(s, 'email')),
    password: useSelector(flow, (s) => selectFieldError(s, 'password')),
    terms: useSelector(flow, (s) => selectFieldError(s, 'terms')),
  };
  const shown = (field: RegisterField) => errors[field] && translate(errors[field]);
  const field = (name: TextFieldName) => ({
    name,
    value: values[name],
    error: shown(name),
    onChange: (event: { target: { value: string } }) => flow.send({ type: 'register.change', field: name, value: event.target.value }),
    onBlur: () => flow.send({ type: 'register.blur', field: name }),
  });

  return (
    <AuthLayout>
      <PublicFormHeading
        id={titleId}
        title={<FormattedMessage id="account.register.title" />}
        subtitle={<FormattedMessage id="account.register.subtitle" values={{ productName }} />}
      />
      <form
        className={styles.form}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'register.submit' });
        }}
      >
        <div className={styles.row}>
          <TextField label={intl.formatMessage({ id: 'account.register.firstName' })} autoComplete="given-name" autoFocus {...field('firstName')} />
          <TextField label={intl.formatMessage({ id: 'account.register.lastName' })} autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField
          label={intl.formatMessage({ id: 'account.register.email' })}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={intl.formatMessage({ id: 'account.register.emailPlaceholder' })}
          {...field('email')}
        />
        <PasswordField label={intl.formatMessage({ id: 'account.register.password' })} autoComplete="new-password" {...field('password')} />
        <Checkbox
          label={intl.formatMessage({ id: 'account.register.terms' })}
          name="terms"
          checked={values.terms}
          error={shown('terms')}
          onChange={(event) => flow.send({ type: 'register.terms', accepted: event.target.checked })}
        />
        <Button type="submit" size="lg" fullWidth className={styles.submit}>
          <FormattedMessage id="account.register.submit" />
        </Button>
      </form>
      <p className={styles.footer}>
        <FormattedMessage id="account.register.haveAccount" />
        <TextLink href="/login" size="sm">
          <FormattedMessage id="account.register.signIn" />
        </TextLink>
      </p>
    </AuthLayout>
  );
}
