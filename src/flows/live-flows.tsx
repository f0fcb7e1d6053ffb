/**
 * The statechart viewer of the `?debug` panel (issue #35 item 1): the machines running in this
 * tab, read from the flow journal, and the chart of the one chosen with its current state lit,
 * updated as its events arrive, beside its last events. Offline: ELK comes with this chunk, which
 * loads only when the panel's Flows view is opened.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyStateMachine } from 'xstate';
import type { FlowJournal, JournalEntry } from '../journal/flow-journal';
import { activeStateIds } from './active-states';
import { flowSvg, layoutFlow, type LaidOutFlow } from './flow-drawing';
import { machineGraph } from './machine-graph';
import * as styles from './live-flows.css';

const LAST_EVENTS = 12;
const elk = new ELK();
const layouts = new Map<string, Promise<LaidOutFlow>>();
const layoutOf = (machine: AnyStateMachine) => {
  let layout = layouts.get(machine.id);
  if (!layout) layouts.set(machine.id, (layout = layoutFlow(machineGraph(machine), elk)));
  return layout;
};

/** The newest entry of each machine actor still running, oldest actor first. */
function runningActors(entries: readonly JournalEntry[], machines: readonly AnyStateMachine[]): JournalEntry[] {
  const latest = new Map<string, JournalEntry>();
  for (const entry of entries) if (entry.kind === 'machine') latest.set(entry.sessionId, entry);
  return [...latest.values()].filter((entry) => entry.status === 'active' && machines.some((machine) => machine.id === entry.machine));
}

/** Centres the innermost lit state in the chart's scrolled box: a large chart must not hide where the flow is. */
function centreLitState(box: HTMLElement) {
  const lit = [...box.querySelectorAll('g.state-active')].at(-1);
  if (!lit) return;
  const target = lit.getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  box.scrollLeft += target.left - frame.left - (frame.width - target.width) / 2;
  box.scrollTop += target.top - frame.top - (frame.height - target.height) / 2;
}

const stateText = (state: unknown) => (typeof state === 'string' ? state : JSON.stringify(state));

/** `machines`: every machine the app runs (devtools/known-machines.ts), handed in by the panel. */
export default function LiveFlows({ journal, machines }: { journal: FlowJournal; machines: readonly AnyStateMachine[] }) {
  const intl = useIntl();
  const entries = useSyncExternalStore(journal.subscribe, journal.entries);
  const running = useMemo(() => runningActors(entries, machines), [entries, machines]);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = running.find((entry) => entry.sessionId === chosen) ?? running.find((entry) => entry.machine === 'session') ?? running[0];
  const machine = machines.find((candidate) => candidate.id === shown?.machine);
  const [laidOut, setLaidOut] = useState<LaidOutFlow | null>(null);
  const chartBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    setLaidOut(null);
    if (machine) void layoutOf(machine).then((layout) => current && setLaidOut(layout));
    return () => {
      current = false;
    };
  }, [machine]);

  const svg =
    shown && machine && laidOut?.graph.machine === machine.id
      ? flowSvg(laidOut, { active: activeStateIds(machine, shown.state), label: intl.formatMessage({ id: 'journal.flowsChart' }, { machine: machine.id }) })
      : null;

  // Follows the flow when its state changes, not on other actors' events (the admin may be scrolling).
  useEffect(() => {
    if (svg !== null && chartBox.current) centreLitState(chartBox.current);
  }, [svg]);

  if (!shown || !machine) return <p className={styles.note}>{intl.formatMessage({ id: 'journal.flowsNone' })}</p>;
  const events = entries.filter((entry) => entry.sessionId === shown.sessionId).slice(-LAST_EVENTS).reverse();

  return (
    <div className={styles.layout}>
      <nav className={styles.actors} aria-label={intl.formatMessage({ id: 'journal.flowsRunning' })}>
        <ul className={styles.actorList}>
          {running.map((entry) => (
            <li key={entry.sessionId}>
              <button
                type="button"
                className={styles.actor}
                aria-current={entry.sessionId === shown.sessionId ? 'true' : undefined}
                onClick={() => setChosen(entry.sessionId)}
              >
                <span className={styles.actorName}>{entry.machine}</span>
                <span className={styles.actorState}>{stateText(entry.state)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {svg === null ? (
        <p className={styles.note} role="status">
          <FormattedMessage id="journal.flowsDrawing" />
        </p>
      ) : (
        // Built from the machines' own definitions, every text escaped (flow-drawing.ts).
        <div ref={chartBox} className={styles.chart} dangerouslySetInnerHTML={{ __html: svg }} />
      )}
      <section className={styles.events} aria-label={intl.formatMessage({ id: 'journal.flowsEvents' })}>
        <ol className={styles.eventList}>
          {events.map((entry) => (
            <li key={entry.seq}>
              <span className={styles.event}>{String(entry.event.type)}</span> → {stateText(entry.state)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
