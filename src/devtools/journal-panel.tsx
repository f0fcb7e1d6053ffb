/**
 * The `?debug` panel: the flow journal, newest first, with JSON export (DESIGN.md section 3),
 * and the import of an exported journal (a bug report), replayed through this build's machines
 * with the recorded and the replayed state of each run: what `npm run replay` prints.
 * Loaded lazily, only when asked for.
 */
import { lazy, Suspense, useRef, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { AreaMessages } from '../app/area-messages';
import { Button } from '../ui/button';
import type { FlowJournal } from '../journal/flow-journal';
import type { ReplayResult } from '../journal/replay';
import * as styles from './journal-panel.css';

const SHOWN = 200;

/** Every machine the app runs: loaded on demand, with the list of areas that names each area's own. */
async function knownMachinesOfTheApp() {
  const [{ loadKnownMachines }, { areas }] = await Promise.all([import('./known-machines'), import('../app/areas')]);
  return loadKnownMachines(areas);
}

/** The statechart viewer, with ELK and every machine the app runs: loaded when the Flows view is opened. */
const LiveFlows = lazy(() =>
  Promise.all([import('../flows/live-flows'), knownMachinesOfTheApp()]).then(([{ default: Flows }, knownMachines]) => ({
    default: ({ journal }: { journal: FlowJournal }) => <Flows journal={journal} machines={knownMachines} />,
  })),
);

function download(json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `flow-journal-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

const stateText = (state: unknown) => (state === null || state === undefined ? '—' : typeof state === 'string' ? state : JSON.stringify(state));

type Imported = { file: string; results: ReplayResult[] } | { file: string; failed: true };

/** Parses and replays an exported journal; the machines are loaded only when a file is imported. */
async function replayFile(file: File): Promise<Imported> {
  const [{ parseJournal, replayJournal }, knownMachines] = await Promise.all([import('../journal/replay'), knownMachinesOfTheApp()]);
  try {
    return { file: file.name, results: replayJournal(parseJournal(await file.text()), knownMachines) };
  } catch {
    return { file: file.name, failed: true };
  }
}

function LiveJournal({ journal }: { journal: FlowJournal }) {
  const entries = useSyncExternalStore(journal.subscribe, journal.entries);
  return (
    <ol className={styles.list}>
      {entries
        .slice(-SHOWN)
        .reverse()
        .map((entry) => (
          <li key={entry.seq} className={styles.row}>
            <span className={styles.muted}>#{entry.seq}</span>
            <span>{entry.machine}</span>
            <span>
              {String(entry.event.type)} <span className={styles.muted}>→ {stateText(entry.state)}</span>
            </span>
          </li>
        ))}
    </ol>
  );
}

function ReplayedRuns({ results }: { results: readonly ReplayResult[] }) {
  return (
    <ol className={styles.list} aria-label="replay">
      {results.map((result) => (
        <li key={result.sessionId} className={styles.row} data-outcome={result.outcome}>
          <span className={result.outcome === 'same' || result.outcome === 'incomplete' ? styles.muted : styles.different}>
            <FormattedMessage id={`journal.outcome.${result.outcome}`} />
          </span>
          <span>{result.machine}</span>
          <span>
            {stateText(result.recorded)} <span className={styles.muted}>→ {stateText(result.replayed)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Its texts are in the catalogue's second part, which the login page does not load for itself. */
export default function JournalPanel({ journal }: { journal: FlowJournal }) {
  return (
    <AreaMessages>
      <FlowJournalPanel journal={journal} />
    </AreaMessages>
  );
}

function FlowJournalPanel({ journal }: { journal: FlowJournal }) {
  const count = useSyncExternalStore(journal.subscribe, () => journal.entries().length);
  const [imported, setImported] = useState<Imported | null>(null);
  const [open, setOpen] = useState(true);
  const [flows, setFlows] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again after a fix
    if (file) setImported(await replayFile(file));
  };
  const tally = (outcome: ReplayResult['outcome']) =>
    imported && 'results' in imported ? imported.results.filter((result) => result.outcome === outcome).length : 0;
  return (
    <section className={flows ? `${styles.panel} ${styles.wide}` : styles.panel} aria-labelledby="flow-journal-title">
      <div className={styles.header}>
        <h2 id="flow-journal-title" className={styles.title}>
          {imported === null ? (
            <FormattedMessage id="journal.title" values={{ count }} />
          ) : 'failed' in imported ? (
            <FormattedMessage id="journal.replayFailed" values={{ file: imported.file }} />
          ) : (
            <FormattedMessage
              id="journal.replayTitle"
              values={{ file: imported.file, same: tally('same'), different: tally('different') + tally('failed'), incomplete: tally('incomplete') }}
            />
          )}
        </h2>
        {imported === null ? (
          <>
            <Button size="sm" variant="secondary" aria-pressed={flows} onClick={() => setFlows(!flows)}>
              <FormattedMessage id="journal.flows" />
            </Button>
            <Button size="sm" variant="secondary" onClick={() => download(journal.exportJson())}>
              <FormattedMessage id="journal.export" />
            </Button>
            <Button size="sm" variant="ghost" onClick={journal.clear}>
              <FormattedMessage id="journal.clear" />
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setImported(null)}>
            <FormattedMessage id="journal.backToLive" />
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => picker.current?.click()}>
          <FormattedMessage id="journal.import" />
        </Button>
        <Button size="sm" variant="ghost" aria-expanded={open} aria-controls="flow-journal-body" onClick={() => setOpen(!open)}>
          <FormattedMessage id={open ? 'journal.hide' : 'journal.show'} />
        </Button>
        <input ref={picker} type="file" accept="application/json,.json" hidden onChange={(event) => void onPick(event)} />
      </div>
      <div id="flow-journal-body" hidden={!open} className={styles.body}>
        {imported !== null ? (
          'results' in imported ? (
            <ReplayedRuns results={imported.results} />
          ) : null
        ) : flows ? (
          <Suspense fallback={null}>
            <LiveFlows journal={journal} />
          </Suspense>
        ) : (
          <LiveJournal journal={journal} />
        )}
      </div>
    </section>
  );
}
