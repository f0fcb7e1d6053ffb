/** The icon actions at the end of a row: view (opens the modal), edit (goes to the form), delete (asks first). */
import { useIntl } from 'react-intl';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '../../ui/icon-button';
import { IconLink } from '../../ui/icon-link';
import type { RowAction } from './list-area';
import * as styles from './row-actions.css';

type RowActionsProps = {
  actions: readonly RowAction[];
  label: string;
  editHref: string;
  /** Handed to the edit page in its history entry (see handed-record.ts). */
  editState?: unknown;
  onView: () => void;
  onDelete: () => void;
  /** Why this row cannot be deleted (the server refuses it), when it cannot. */
  deleteLockedReason?: string | undefined;
};

export function RowActions({ actions, label, editHref, editState, onView, onDelete, deleteLockedReason }: RowActionsProps) {
  const intl = useIntl();
  const name = (id: 'kit.row.view' | 'kit.row.edit' | 'kit.row.delete') => intl.formatMessage({ id }, { name: label });
  return (
    <span className={styles.actions}>
      {actions.includes('view') && <IconButton label={name('kit.row.view')} icon={<Eye size={16} aria-hidden="true" />} onClick={onView} />}
      {actions.includes('edit') && <IconLink href={editHref} state={editState} label={name('kit.row.edit')} icon={<Pencil size={16} aria-hidden="true" />} />}
      {actions.includes('delete') && (
        <IconButton
          tone="danger"
          label={name('kit.row.delete')}
          icon={<Trash2 size={16} aria-hidden="true" />}
          unavailableReason={deleteLockedReason}
          onClick={onDelete}
        />
      )}
    </span>
  );
}
