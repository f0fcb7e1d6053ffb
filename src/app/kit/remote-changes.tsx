/**
 * Changes made elsewhere to the list's records while the admin was selecting rows or typing a
 * search (issue #33 item 3): held back so no row moves under them, counted here, and read in
 * with Refresh. Without any, nothing is drawn.
 */
import { useSelector } from '@xstate/react';
import { RefreshCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { listMachine } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import * as styles from './remote-changes.css';

export function RemoteChanges({ list }: { list: ActorRefFrom<typeof listMachine> }) {
  const intl = useIntl();
  const count = useSelector(list, (s) => s.context.remoteChanges);
  return (
    <div role="status" aria-live="polite">
      {count > 0 && (
        <div className={styles.bar} data-testid="remote-changes">
          <span className={styles.text}>{intl.formatMessage({ id: 'kit.list.remoteChanges' }, { count })}</span>
          <Button size="sm" variant="secondary" icon={<RefreshCw size={14} aria-hidden="true" />} onClick={() => list.send({ type: 'list.reload' })}>
            {intl.formatMessage({ id: 'kit.list.refresh' })}
          </Button>
        </div>
      )}
    </div>
  );
}
