/** What a card of the account screens shows when its data could not be loaded: the reason, and Try again. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AlertBanner } from './alert-banner';
import { Button } from './button';

export function LoadFailedBanner({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <AlertBanner
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {intl.formatMessage({ id: 'kit.list.retry' })}
        </Button>
      }
    >
      {children}
    </AlertBanner>
  );
}
