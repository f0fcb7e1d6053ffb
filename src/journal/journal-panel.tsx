/**
 * The `?debug` panel: the flow journal, newest first, with JSON export (DESIGN.md section 3).
 * Loaded lazily, only when asked for.
 */
import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../ui/button';
import type { FlowJournal } from './flow-journal';
import * as styles from './journal-panel.css';

const SHOWN = 200;

function download(json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `flow-journal-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

const stateText = (state: unknown) => (typeof state === 'string' ? state : JSON.stringify(state));

export default function JournalPanel({ journal }: { journal: FlowJournal }) {
  const entries = useSyncExternalStore(journal.subscribe, journal.entries);
  const newest = entries.slice(-SHOWN).reverse();
  return (
    <section className={styles.panel} aria-labelledby="flow-journal-title">
      <div className={styles.header}>
        <h2 id="flow-journal-title" className={styles.title}>
          <FormattedMessage id="journal.title" values={{ count: entries.length }} />
        </h2>
        <Button size="sm" variant="secondary" onClick={() => download(journal.exportJson())}>
          <FormattedMessage id="journal.export" />
        </Button>
        <Button size="sm" variant="ghost" onClick={journal.clear}>
          <FormattedMessage id="journal.clear" />
        </Button>
      </div>
      <ol className={styles.list}>
        {newest.map((entry) => (
          <li key={entry.seq} className={styles.row}>
            <span className={styles.muted}>#{entry.seq}</span>
            <span>{entry.machine}</span>
            <span>
              {String(entry.event.type)} <span className={styles.muted}>→ {stateText(entry.state)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
