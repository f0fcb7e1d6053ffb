/**
 * A signed-in account form (edit profile, change password): the page header with its breadcrumb,
 * one card holding the form named by its title, the browser's own validation off (the spec's
 * messages show instead), and the foot every form has (FormActions: Back at the start, submit at the end).
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card } from '../../../ui/card';
import { FormActions } from '../../../ui/form-actions';
import { PageHeader } from '../../../ui/page-header';
import * as styles from './private-form.css';

type PrivateFormProps = {
  title: string;
  description: string;
  backHref: string;
  submitLabel: ReactNode;
  busy: boolean;
  submitDisabled?: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

export function PrivateForm({ title, description, backHref, submitLabel, busy, submitDisabled, onSubmit, children }: PrivateFormProps) {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={title} description={description} breadcrumb={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), href: '/' }, { label: title }]} />
      <Card padding="xl" className={styles.card}>
        <form
          className={styles.form}
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <FormActions backHref={backHref} backLabel={<FormattedMessage id="account.back" />} submitLabel={submitLabel} busy={busy} disabled={submitDisabled} />
        </form>
      </Card>
    </>
  );
}
