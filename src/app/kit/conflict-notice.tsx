/**
 * What a form shows when someone else's save overtook the edit (issue #15 item 2), whichever form
 * machine drives it: in conflict, the refusal (or, told by the live changes before any save, who
 * changed the record: issue #33 item 3) with a button that loads the current values (it
 * takes the focus: Save is at the foot of the form, this at its head); after the load, the
 * admin's own changes with buttons to put them back over the current version or drop them.
 */
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RefreshCw, Undo2 } from 'lucide-react';
import { AlertBanner } from '../../ui/alert-banner';
import { Button } from '../../ui/button';
import * as styles from './edit-conflict.css';

export type KeptChange = { key: string; label: string; value: string };

/** The events every form machine with edit versions takes for its conflict (entity and class forms alike). */
export type ConflictEvent = { type: 'form.reload' } | { type: 'form.restore' } | { type: 'form.discardStash' };

type ConflictNoticeProps = {
  conflict: boolean;
  reloading: boolean;
  /**
   * Who changed the record elsewhere before any save (issue #33 item 3), as the live changes told
   * it: the notice names them; null when the conflict is a refused save's.
   */
  changedBy?: { adminName: string; action: string } | null;
  /** The admin's own changes, kept aside after the load; null when there are none to offer. */
  kept: KeptChange[] | null;
  /** The form machine's actor: the buttons send it their event. */
  form: { send: (event: ConflictEvent) => void };
};

export function ConflictNotice({ conflict, reloading, changedBy = null, kept, form }: ConflictNoticeProps) {
  const intl = useIntl();
  const reloadButton = useRef<HTMLButtonElement>(null);
  const asking = conflict && !reloading;
  useEffect(() => {
    if (asking) reloadButton.current?.focus();
  }, [asking]);

  if (conflict || reloading) {
    return (
      <div className={styles.place}>
        <AlertBanner
          action={
            <Button ref={reloadButton} size="sm" variant="secondary" loading={reloading} icon={<RefreshCw size={14} aria-hidden="true" />} onClick={() => form.send({ type: 'form.reload' })}>
              <FormattedMessage id="kit.conflict.reload" />
            </Button>
          }
        >
          {changedBy === null ? (
            <FormattedMessage id="kit.conflict.message" />
          ) : (
            <FormattedMessage id={changedBy.action === 'delete' ? 'kit.conflict.deletedBy' : 'kit.conflict.changedBy'} values={{ name: changedBy.adminName }} />
          )}
        </AlertBanner>
      </div>
    );
  }
  if (kept === null) return null;
  return (
    <section className={styles.stash} aria-labelledby="edit-conflict-stash">
      <h2 id="edit-conflict-stash" className={styles.title}>
        <FormattedMessage id="kit.conflict.loaded" />
      </h2>
      {kept.length > 0 && (
        <dl className={styles.list}>
          {kept.map((change) => (
            <div key={change.key} className={styles.row}>
              <dt>{change.label}</dt>
              <dd>{change.value || intl.formatMessage({ id: 'kit.conflict.empty' })}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" icon={<Undo2 size={14} aria-hidden="true" />} onClick={() => form.send({ type: 'form.restore' })}>
          <FormattedMessage id="kit.conflict.restore" />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => form.send({ type: 'form.discardStash' })}>
          <FormattedMessage id="kit.conflict.discard" />
        </Button>
      </div>
    </section>
  );
}

/** A typed value as text: a file by its name, a list joined, HTML as its words. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  if (Array.isArray(value)) return value.map(shownValue).filter(Boolean).join(', ');
  if (typeof value === 'object') return Object.values(value).map(shownValue).filter(Boolean).join(' · ');
  return String(value).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}
