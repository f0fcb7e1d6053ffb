/** The guard's question (issue #15 item 5): stay, the first choice, or leave without saving. */
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useApp } from '../app-context';

export function LeaveDialog() {
  const { leaveGuard } = useApp();
  const asking = useSelector(leaveGuard, (s) => s.matches({ guarded: 'asking' }));
  if (!asking) return null;
  return (
    <ConfirmDialog
      title={<FormattedMessage id="kit.leave.title" />}
      message={<FormattedMessage id="kit.leave.message" />}
      confirmLabel={<FormattedMessage id="kit.leave.leave" />}
      cancelLabel={<FormattedMessage id="kit.leave.stay" />}
      busy={false}
      onConfirm={() => leaveGuard.send({ type: 'leave.confirm' })}
      onCancel={() => leaveGuard.send({ type: 'leave.cancel' })}
    />
  );
}
