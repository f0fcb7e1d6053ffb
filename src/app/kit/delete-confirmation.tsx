/** The delete question of a list, over its deleteConfirm actor: open while asking or deleting. */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { isolated } from '../../i18n/isolated';
import type { MessageId } from '../../i18n/messages/en-US';
import type { deleteConfirmMachine } from '../../machines/delete-confirm.machine';
import { ConfirmDialog } from '../../ui/confirm-dialog';

type DeleteConfirmationProps = {
  actor: ActorRefFrom<typeof deleteConfirmMachine>;
  title: MessageId;
  /** The question with `{label}`; by default the kit's "Are you sure you want to delete {label}?…". */
  message?: MessageId | undefined;
  /** The confirm button's word; by default the kit's "Delete". */
  confirm?: MessageId | undefined;
};

export function DeleteConfirmation({ actor, title, message = 'kit.delete.message', confirm = 'kit.delete.confirm' }: DeleteConfirmationProps) {
  const intl = useIntl();
  // Only while asking or deleting: after the delete the target stays for its Undo, with the dialog closed.
  const target = useSelector(actor, (s) => (s.matches('asking') || s.matches('deleting') ? s.context.target : null));
  const busy = useSelector(actor, (s) => s.matches('deleting'));
  if (!target) return null;
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: title })}
      message={intl.formatMessage({ id: message }, { label: isolated(target.label) })}
      confirmLabel={intl.formatMessage({ id: confirm })}
      cancelLabel={intl.formatMessage({ id: 'kit.delete.cancel' })}
      busy={busy}
      onConfirm={() => actor.send({ type: 'delete.confirm' })}
      onCancel={() => actor.send({ type: 'delete.cancel' })}
    />
  );
}
