/**
 * At the head of an edit form opened with a version of its record (issue #33 item 1): whose
 * version it is and when it was saved, and that a save writes it back. The same look as the
 * draft's offer and the conflict's kept changes: all three put other values in the fields.
 */
import { FormattedMessage } from 'react-intl';
import type { RestoredVersion } from '../../machines/entity-form.machine';
import { DateTimeText } from '../../ui/date-time-text';
import * as styles from './edit-conflict.css';

export function VersionRestoreNotice({ version }: { version: RestoredVersion | null }) {
  if (version === null || version.createdAt === null) return null;
  return (
    <section className={styles.stash} aria-labelledby="version-restore-title" data-testid="version-restore">
      <h2 id="version-restore-title" className={styles.title}>
        <FormattedMessage id="kit.versionRestore.title" values={{ who: <bdi>{version.adminName}</bdi>, when: <DateTimeText value={version.createdAt} /> }} />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="kit.versionRestore.hint" />
      </p>
    </section>
  );
}
