/**
 * What a form shows when its record could not be read: back to the list, or try again. Why, in
 * the words that fit: the server answered (the record may be gone, or closed to this role), or
 * nothing answered (the server or its database away), when the form loads by itself once it does.
 */
import { useIntl } from 'react-intl';
import { RotateCw } from 'lucide-react';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { EmptyState } from '../../ui/empty-state';

export function FormLoadFailed({ listPath, backLabel, onRetry, away }: { listPath: string; backLabel: string; onRetry: () => void; away: boolean }) {
  const intl = useIntl();
  return (
    <EmptyState
      role="alert"
      tone="danger"
      icon={<RotateCw size={22} />}
      title={intl.formatMessage({ id: 'kit.form.loadFailedTitle' })}
      body={intl.formatMessage({ id: away ? 'kit.form.loadAwayBody' : 'kit.form.loadFailedBody' })}
      action={
        <>
          <ButtonLink href={listPath} variant="ghost">
            {backLabel}
          </ButtonLink>{' '}
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage({ id: 'kit.list.retry' })}
          </Button>
        </>
      }
    />
  );
}
