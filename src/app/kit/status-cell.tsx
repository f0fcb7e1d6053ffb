/**
 * A row's active switch over the list's statusToggle actor. While a change is on its way the
 * switch of that row shows the value asked for and spins; every switch waits (one at a time).
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { statusToggleMachine } from '../../machines/status-toggle.machine';
import { StatusSwitch } from '../../ui/status-switch';

type StatusCellProps = {
  actor: ActorRefFrom<typeof statusToggleMachine>;
  id: number;
  isActive: boolean;
  label: string;
  /** Why this row's flag cannot change (the server refuses it), when it cannot. */
  lockedReason?: string | undefined;
};

export function StatusCell({ actor, id, isActive, label, lockedReason }: StatusCellProps) {
  const intl = useIntl();
  const pending = useSelector(actor, (s) => s.context.pending);
  const mine = pending?.id === id;
  const checked = mine ? pending.isActive : isActive;
  return (
    <StatusSwitch
      checked={checked}
      busy={mine}
      disabled={pending !== null}
      unavailableReason={lockedReason}
      label={intl.formatMessage({ id: 'kit.status.label' }, { name: label })}
      stateText={intl.formatMessage({ id: checked ? 'kit.status.active' : 'kit.status.inactive' })}
      onToggle={() => actor.send({ type: 'status.toggle', id, isActive })}
    />
  );
}
