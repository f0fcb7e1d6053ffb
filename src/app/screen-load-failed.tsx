/** What a screen's place shows when the screen could not be loaded: why, and Try again. */
import { useIntl } from 'react-intl';
import { CloudOff } from 'lucide-react';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';

export function ScreenLoadFailed({ trying, onRetry }: { trying: boolean; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <EmptyState
      role="alert"
      tone="danger"
      icon={<CloudOff size={22} />}
      title={intl.formatMessage({ id: 'kit.screen.loadFailedTitle' })}
      body={intl.formatMessage({ id: 'kit.screen.loadFailedBody' })}
      action={
        <Button variant="secondary" loading={trying} onClick={onRetry}>
          {intl.formatMessage({ id: 'kit.list.retry' })}
        </Button>
      }
    />
  );
}
