/**
 * A record's last changes under its view modal (issue #15 item 1): when, who, what, and which
 * fields, newest first, read afresh each time the modal opens. A failed load says so quietly; the
 * record above stays usable.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { activityApi, activityKeys } from '../../api/activity';
import { Badge } from '../../ui/badge';
import { DateTimeText } from '../../ui/date-time-text';
import { Spinner } from '../../ui/spinner';
import { useApiClient } from '../app-context';
import { ActivityChanges } from './activity-changes';
import { ACTION_LABELS, ACTION_TONES } from './activity-labels';
import * as styles from './record-history.css';

/** `path`: the area's history call (`chef/history`). */
export function RecordHistory({ path, id }: { path: string; id: number }) {
  const intl = useIntl();
  const client = useApiClient();
  const { data, isPending } = useQuery({
    queryKey: activityKeys.history(path, id),
    queryFn: ({ signal }) => activityApi(client).history(path, id, signal),
    staleTime: 0,
  });
  const title = intl.formatMessage({ id: 'activity.history.title' });
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      {isPending ? (
        <Spinner size={16} />
      ) : data === undefined ? (
        <p className={styles.quiet}>{intl.formatMessage({ id: 'activity.history.failed' })}</p>
      ) : data.length === 0 ? (
        <p className={styles.quiet}>{intl.formatMessage({ id: 'activity.history.empty' })}</p>
      ) : (
        <ol className={styles.list}>
          {data.map((change, index) => (
            <li key={`${change.created_at}-${index}`} className={styles.entry}>
              <span className={styles.when}>
                <DateTimeText value={change.created_at} />
              </span>
              <bdi className={styles.who}>{change.admin_name}</bdi>
              <Badge tone={ACTION_TONES[change.action]}>{intl.formatMessage({ id: ACTION_LABELS[change.action] })}</Badge>
              {(change.changed.length > 0 || change.changes.length > 0) && (
                <div className={styles.changed}>
                  <ActivityChanges changed={change.changed} changes={change.changes} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
