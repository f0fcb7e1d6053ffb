/**
 * The selection's bar of a list (issue #15 item 3), over its bulkAction actor: how many rows are
 * selected, Activate and Deactivate (areas with a status), Delete, and Clear; one confirmation for
 * the selection; afterwards, the rows the server refused with why, until dismissed. The selection
 * may be every row the search matches (select-matching.tsx): the bar and the question count those.
 */
import { NoticeText } from '../../i18n/notice-text';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Power, PowerOff, RotateCcw, Trash2, X } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { isolated } from '../../i18n/isolated';
import type { ListQuery } from '../../api/contract/list';
import type { BulkRowResult } from '../../api/contract/bulk';
import type { BulkAction, bulkActionMachine } from '../../machines/bulk-action.machine';
import type { listMachine } from '../../machines/list.machine';
import { AlertBanner } from '../../ui/alert-banner';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SelectMatching } from './select-matching';
import * as styles from './bulk-bar.css';

type BulkBarProps = {
  actor: ActorRefFrom<typeof bulkActionMachine>;
  /** The area has a status: Activate and Deactivate are offered. */
  withStatus: boolean;
  /** The Trash: Restore is offered, and Delete removes for good. */
  withRestore?: boolean;
  /** "Select all matching" is offered (the area's bulk calls take a search). */
  withMatching?: boolean;
  /** A selected row's name, from the rows on screen (`#id` when it is not among them). */
  labelOf: (id: number, rows: readonly unknown[]) => string;
  /** The list, whose search "select all matching" names. */
  list: ActorRefFrom<typeof listMachine>;
  listBody: (query: ListQuery) => Record<string, unknown>;
};

const CONFIRM_TITLE = { activate: 'kit.bulk.activateTitle', deactivate: 'kit.bulk.deactivateTitle', delete: 'kit.bulk.deleteTitle', restore: 'kit.bulk.restoreTitle' } as const;
const ACTION_LABEL = { activate: 'kit.bulk.activate', deactivate: 'kit.bulk.deactivate', delete: 'kit.bulk.delete', restore: 'kit.bulk.restore' } as const;
const CONFIRM_MESSAGE = { activate: 'kit.bulk.statusMessage', deactivate: 'kit.bulk.statusMessage', delete: 'kit.bulk.deleteMessage', restore: 'kit.bulk.restoreMessage' } as const;
/** In the Trash, Delete removes for good: its words say so. */
const REMOVE_TEXT = { title: 'kit.bulk.removeTitle', label: 'kit.bulk.remove', message: 'kit.bulk.removeMessage' } as const;

export function BulkBar({ actor, withStatus, withRestore = false, withMatching = true, labelOf, list, listBody }: BulkBarProps) {
  const intl = useIntl();
  const matching = useSelector(actor, (s) => s.context.matching !== null);
  const count = useSelector(actor, (s) => s.context.matching?.count ?? s.context.selected.length);
  const action = useSelector(actor, (s) => s.context.action);
  const asking = useSelector(actor, (s) => s.matches('confirming') || s.matches('running'));
  const running = useSelector(actor, (s) => s.matches('running'));
  // While the refusals are shown, the selection waits for them to be dismissed.
  const waiting = useSelector(actor, (s) => s.matches('reporting'));
  const refused = useSelector(actor, (s) => (s.matches('reporting') ? s.context.refused : []));
  const ask = (asked: BulkAction) => actor.send({ type: 'bulk.ask', action: asked });
  const removing = withRestore && action === 'delete';

  return (
    <>
      {refused.length > 0 && <Refusals refused={refused} list={list} labelOf={labelOf} onDismiss={() => actor.send({ type: 'outcome.dismiss' })} />}
      {count > 0 && (
        <div className={styles.bar} role="toolbar" aria-label={intl.formatMessage({ id: 'kit.bulk.toolbar' })}>
          <span className={styles.count} role="status">
            {intl.formatMessage({ id: matching ? 'kit.bulk.allMatching' : 'kit.bulk.selected' }, { count })}
          </span>
          {withMatching && <SelectMatching bulk={actor} list={list} listBody={listBody} />}
          {withRestore && (
            <Button size="sm" variant="secondary" icon={<RotateCcw size={14} aria-hidden="true" />} disabled={waiting} onClick={() => ask('restore')}>
              {intl.formatMessage({ id: 'kit.bulk.restore' })}
            </Button>
          )}
          {withStatus && (
            <>
              <Button size="sm" variant="secondary" icon={<Power size={14} aria-hidden="true" />} disabled={waiting} onClick={() => ask('activate')}>
                {intl.formatMessage({ id: 'kit.bulk.activate' })}
              </Button>
              <Button size="sm" variant="secondary" icon={<PowerOff size={14} aria-hidden="true" />} disabled={waiting} onClick={() => ask('deactivate')}>
                {intl.formatMessage({ id: 'kit.bulk.deactivate' })}
              </Button>
            </>
          )}
          <Button size="sm" variant="danger" icon={<Trash2 size={14} aria-hidden="true" />} disabled={waiting} onClick={() => ask('delete')}>
            {intl.formatMessage({ id: withRestore ? REMOVE_TEXT.label : 'kit.bulk.delete' })}
          </Button>
          <Button size="sm" variant="ghost" icon={<X size={14} aria-hidden="true" />} disabled={waiting} onClick={() => actor.send({ type: 'selection.clear' })}>
            {intl.formatMessage({ id: 'kit.bulk.clear' })}
          </Button>
        </div>
      )}
      {asking && action && (
        <ConfirmDialog
          title={intl.formatMessage({ id: removing ? REMOVE_TEXT.title : CONFIRM_TITLE[action] }, { count })}
          message={intl.formatMessage({ id: removing ? REMOVE_TEXT.message : CONFIRM_MESSAGE[action] })}
          confirmLabel={intl.formatMessage({ id: removing ? REMOVE_TEXT.label : ACTION_LABEL[action] })}
          cancelLabel={intl.formatMessage({ id: 'kit.delete.cancel' })}
          busy={running}
          onConfirm={() => actor.send({ type: 'bulk.confirm' })}
          onCancel={() => actor.send({ type: 'bulk.cancel' })}
        />
      )}
    </>
  );
}

type RefusalsProps = Pick<BulkBarProps, 'list' | 'labelOf'> & {
  refused: readonly BulkRowResult[];
  onDismiss: () => void;
};

/**
 * The rows the server refused, with why, by the names the answer gives (a row matched by the
 * search may never have been on screen); a row without one (gone meanwhile) is named from the rows
 * on screen, read here so the list screen does not redraw for each page of rows (issue #37).
 */
function Refusals({ refused, list, labelOf, onDismiss }: RefusalsProps) {
  const intl = useIntl();
  const rows = useSelector(list, (s) => s.context.rows);
  return (
    <div className={styles.refused}>
      <AlertBanner
        action={
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            {intl.formatMessage({ id: 'kit.bulk.dismiss' })}
          </Button>
        }
      >
        <span>
          {intl.formatMessage({ id: 'kit.bulk.refusedTitle' }, { count: refused.length })}
          <ul className={styles.reasons}>
            {refused.map((row) => (
              <li key={row.id}>
                {isolated(row.label ?? labelOf(row.id, rows))}: <NoticeText message={row.message} />
              </li>
            ))}
          </ul>
        </span>
      </AlertBanner>
    </div>
  );
}
