/** The icon actions at the end of a row: view (opens the modal), edit (goes to the form), delete (asks first). */
import { useIntl } from 'react-intl';
import { Eye, Pencil, RotateCcw, Trash2 } from 'lucide-react';
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
  onRestore?: () => void;
  /** The delete's name when it is not "Delete" (the Trash's removes for good). */
  deleteLabel?: 'kit.row.delete' | 'kit.row.remove';
  /** Why this row cannot be deleted (the server refuses it), when it cannot. */
  deleteLockedReason?: string | undefined;
};

export function RowActions({ actions, label, editHref, editState, onView, onDelete, onRestore, deleteLabel = 'kit.row.delete', deleteLockedReason }: RowActionsProps) {
  const intl = useIntl();
  const name = (id: 'kit.row.view' | 'kit.row.edit' | 'kit.row.delete' | 'kit.row.remove' | 'kit.row.restore') => intl.formatMessage({ id }, { name: label });
  return (
    <span className={styles.actions}>
      {actions.includes('view') && <IconButton label={name('kit.row.view')} icon={<Eye size={16} aria-hidden="true" />} onClick={onView} />}
      {actions.includes('edit') && <IconLink href={editHref} state={editState} label={name('kit.row.edit')} icon={<Pencil size={16} aria-hidden="true" />} />}
      {actions.includes('restore') && <IconButton label={name('kit.row.restore')} icon={<RotateCcw size={16} aria-hidden="true" />} onClick={onRestore ?? (() => undefined)} />}
      {actions.includes('delete') && (
        <IconButton
          tone="danger"
          label={name(deleteLabel)}
          icon={<Trash2 size={16} aria-hidden="true" />}
          unavailableReason={deleteLockedReason}
          onClick={onDelete}
        />
      )}
    </span>
  );
}
