/** The guard's question (issue #15 item 5): stay, the first choice, or leave without saving. */
import { useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { leaveGuardMachine } from '../../machines/leave-guard.machine';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useApp } from '../app-context';

export function LeaveDialog() {
  const { leaveGuard } = useApp();
  // Nothing to ask before the guard's code has come (boot.ts).
  const guard = useSyncExternalStore(leaveGuard.subscribe, leaveGuard.current, leaveGuard.current);
  return guard ? <LeaveQuestion guard={guard} /> : null;
}

function LeaveQuestion({ guard }: { guard: ActorRefFrom<typeof leaveGuardMachine> }) {
  const asking = useSelector(guard, (s) => s.matches({ guarded: 'asking' }));
  if (!asking) return null;
  return (
    <ConfirmDialog
      title={<FormattedMessage id="kit.leave.title" />}
      message={<FormattedMessage id="kit.leave.message" />}
      confirmLabel={<FormattedMessage id="kit.leave.leave" />}
      cancelLabel={<FormattedMessage id="kit.leave.stay" />}
      busy={false}
      onConfirm={() => guard.send({ type: 'leave.confirm' })}
      onCancel={() => guard.send({ type: 'leave.cancel' })}
    />
  );
}
