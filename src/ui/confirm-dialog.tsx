/**
 * A yes/no question in an alert dialog (a delete confirmation). Cancel has the focus first, so
 * Enter never destroys by accident; while `busy` both buttons wait and nothing dismisses it.
 */
import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from './button';
import { Modal } from './modal';
import * as styles from './confirm-dialog.css';

type ConfirmDialogProps = {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      onClose={onCancel}
      dismissible={!busy}
      icon={
        <span className={styles.icon} aria-hidden="true">
          <TriangleAlert size={20} />
        </span>
      }
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
