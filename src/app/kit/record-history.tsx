/**
 * A record's last changes under its view modal (issue #15 item 1): when, who, what, and which
 * fields, newest first, read afresh each time the modal opens. A failed load says so quietly; the
 * record above stays usable. Each change that left a version of the record offers "Restore this
 * version" (issue #33 item 1), which opens the edit form with that version's values; the newest
 * version is the record as it is, and says so.
 */
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useIntl } from 'react-intl';
import { activityApi, activityKeys } from '../../api/activity';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button-link';
import { DateTimeText } from '../../ui/date-time-text';
import { Spinner } from '../../ui/spinner';
import { useApiClient } from '../app-context';
import { ActivityChanges } from './activity-changes';
import { ACTION_LABELS, ACTION_TONES } from './activity-labels';
import * as styles from './record-history.css';
import { restoreVersionHref } from './version-to-restore';

/** `path`: the area's history call (`chef/history`); `editHref`: the record's edit page, where a version is restored. */
export function RecordHistory({ path, id, editHref }: { path: string; id: number; editHref?: string }) {
  const intl = useIntl();
  const client = useApiClient();
  const { data, isPending } = useQuery({
    queryKey: activityKeys.history(path, id),
    queryFn: ({ signal }) => activityApi(client).history(path, id, signal),
    staleTime: 0,
  });
  const title = intl.formatMessage({ id: 'activity.history.title' });
  // Newest first: the first change with a version left the record as it is now.
  const currentVersion = data?.find((change) => change.version_id !== null)?.version_id ?? null;
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
              {editHref && change.version_id !== null && (
                <div className={styles.version}>
                  {change.version_id === currentVersion ? (
                    <span className={styles.quiet}>{intl.formatMessage({ id: 'activity.history.current' })}</span>
                  ) : (
                    <ButtonLink href={restoreVersionHref(editHref, change.version_id)} variant="secondary" size="sm" icon={<History size={14} aria-hidden="true" />}>
                      {intl.formatMessage({ id: 'activity.history.restoreVersion' })}
                    </ButtonLink>
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
