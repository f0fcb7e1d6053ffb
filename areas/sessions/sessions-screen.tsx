/**
 * /sessions, "Your sessions" (issue #32 item 3; an area folder by issue #34), opened from the
 * account menu and the command palette: each browser where the admin is signed in, with its
 * address, sign-in time and last use, this browser marked; End on another one, or End all other
 * sessions. A view over the `sessions` flow.
 */
import { useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Monitor, Smartphone } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { useApiClient, useFlowActor } from '../../src/app/app-context';
import { formatListDateTime } from '../../src/i18n/dates';
import { Badge } from '../../src/ui/badge';
import { Button } from '../../src/ui/button';
import { Card } from '../../src/ui/card';
import * as styles from '../../src/ui/device-list-card.css';
import { LoadFailedBanner } from '../../src/ui/load-failed-banner';
import { PageHeader } from '../../src/ui/page-header';
import type { SessionRow } from './sessions-contract';
import { liveSessions } from './sessions.live';

/**
 * The sessions shown before "Show all": this browser and the most recently used. An admin who
 * never signs out gathers a session per sign-in until they expire; the bench's admin had about
 * 300, and drawing each (its browser read from the User-Agent, its dates formatted) made the
 * profile screen's load 400 ms of blocking (issue #37).
 */
export const FIRST_SESSIONS = 5;

/** A value in the sentence around it: its own direction (Latin names in Arabic), never broken across lines. */
const isolated = (text: string) => <bdi className={styles.value}>{text}</bdi>;

/** "Firefox 140 on Linux", as the server read it from the User-Agent: as text (a label) and as shown. */
function browserName(intl: IntlShape, row: SessionRow): { name: string; shown: ReactNode } {
  const { browser_name: named, system_name: system } = row;
  if (!named) {
    const unknown = intl.formatMessage({ id: 'sessions.unknownBrowser' });
    return { name: unknown, shown: unknown };
  }
  if (!system) return { name: named, shown: isolated(named) };
  return {
    name: intl.formatMessage({ id: 'sessions.browserOn' }, { browser: named, system }),
    shown: intl.formatMessage({ id: 'sessions.browserOn' }, { browser: isolated(named), system: isolated(system) }),
  };
}

function SessionItem({ row, busy, onEnd }: { row: SessionRow; busy: boolean; onEnd: () => void }) {
  const intl = useIntl();
  const { name, shown } = browserName(intl, row);
  const Icon = row.phone ? Smartphone : Monitor;
  const when = (iso: string) => formatListDateTime(iso, { locale: intl.locale });
  return (
    <li className={styles.item}>
      <Icon size={22} className={styles.icon} aria-hidden="true" />
      <div className={styles.what}>
        <span className={styles.name}>
          <span>{shown}</span>
          {row.current && <Badge tone="success">{intl.formatMessage({ id: 'sessions.thisBrowser' })}</Badge>}
        </span>
        <span className={styles.facts}>
          {intl.formatMessage(
            { id: 'sessions.facts' },
            { address: isolated(row.address || '—'), signedIn: isolated(when(row.created_at)), lastSeen: isolated(when(row.last_seen_at)) },
          )}
        </span>
      </div>
      {!row.current && (
        <Button variant="secondary" size="sm" disabled={busy} onClick={onEnd} aria-label={intl.formatMessage({ id: 'sessions.endLabel' }, { browser: name, address: row.address })}>
          {intl.formatMessage({ id: 'sessions.end' })}
        </Button>
      )}
    </li>
  );
}

export default function SessionsScreen() {
  const intl = useIntl();
  const flow = useFlowActor(liveSessions(useApiClient()));
  const rows = useSelector(flow, (s) => s.context.rows);
  const failure = useSelector(flow, (s) => s.context.failure);
  const state = useSelector(flow, (s) => s.value);
  const busy = state === 'ending' || state === 'endingOthers';
  // What the view shows, not what the flow knows: the rows are all there either way.
  const [showAll, setShowAll] = useState(false);
  const title = intl.formatMessage({ id: 'sessions.title' });
  return (
    <>
      <PageHeader
        title={title}
        description={intl.formatMessage({ id: 'sessions.description' })}
        breadcrumb={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), href: '/' }, { label: title }]}
        actions={
          <Button
            variant="secondary"
            loading={state === 'endingOthers'}
            disabled={busy || !rows.some((row) => !row.current)}
            onClick={() => flow.send({ type: 'sessions.endOthers' })}
          >
            {intl.formatMessage({ id: 'sessions.endOthers' })}
          </Button>
        }
      />
      <Card padding="xl" className={styles.page} aria-label={title}>
        {state === 'failed' ? (
          <div className={styles.failed}>
            <LoadFailedBanner onRetry={() => flow.send({ type: 'sessions.retry' })}>
              {intl.formatMessage({ id: 'sessions.failed' }, { reason: failure })}
            </LoadFailedBanner>
          </div>
        ) : rows.length === 0 ? (
          <p className={styles.loading} role="status">
            {intl.formatMessage({ id: 'sessions.loading' })}
          </p>
        ) : (
          <>
            <ul className={styles.pageList} aria-busy={state === 'loading' || busy}>
              {(showAll ? rows : rows.slice(0, FIRST_SESSIONS)).map((row) => (
                <SessionItem key={row.id} row={row} busy={busy} onEnd={() => flow.send({ type: 'sessions.end', id: row.id })} />
              ))}
            </ul>
            {!showAll && rows.length > FIRST_SESSIONS && (
              <div className={styles.more}>
                <Button variant="ghost" size="sm" onClick={() => setShowAll(true)}>
                  {intl.formatMessage({ id: 'sessions.showAll' }, { count: rows.length })}
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </>
  );
}
