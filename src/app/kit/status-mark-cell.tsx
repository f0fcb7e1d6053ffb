/**
 * A row's active flag as a check or a cross (block prices, spec section 2) over the list's
 * statusToggle actor: like StatusCell, the row asked about shows the value asked for and waits.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { statusToggleMachine } from '../../machines/status-toggle.machine';
import { StatusMark } from '../../ui/status-mark';

type StatusMarkCellProps = { actor: ActorRefFrom<typeof statusToggleMachine>; id: number; isActive: boolean; label: string };

export function StatusMarkCell({ actor, id, isActive, label }: StatusMarkCellProps) {
  const intl = useIntl();
  const pending = useSelector(actor, (s) => s.context.pending);
  const mine = pending?.id === id;
  const active = mine ? pending.isActive : isActive;
  return (
    <StatusMark
      active={active}
      busy={mine}
      disabled={pending !== null}
      label={intl.formatMessage({ id: 'kit.status.label' }, { name: label })}
      hint={intl.formatMessage({ id: active ? 'kit.status.markActive' : 'kit.status.markInactive' })}
      onToggle={() => actor.send({ type: 'status.toggle', id, isActive })}
    />
  );
}
