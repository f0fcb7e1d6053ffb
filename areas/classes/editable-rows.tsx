/** The rows of instructions and ingredients: a numbered card per row with its fields and a remove button, and Add under them. */
import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../src/ui/button';
import { IconButton } from '../../src/ui/icon-button';
import { FormSection } from './form-section';
import * as styles from './class-form.css';

export function EditableRow({ number, removeLabel, busy, onRemove, children }: { number: number; removeLabel: string; busy: boolean; onRemove: () => void; children: ReactNode }) {
  return (
    <li className={styles.row}>
      <span className={styles.rowNumber} aria-hidden="true">
        {number}
      </span>
      {children}
      <IconButton className={styles.rowRemove} tone="danger" disabled={busy} label={removeLabel} icon={<Trash2 size={16} aria-hidden="true" />} onClick={onRemove} />
    </li>
  );
}

type EditableRowsProps = {
  title: string;
  hint: string;
  empty: string;
  addLabel: string;
  count: number;
  busy: boolean;
  onAdd: () => void;
  row: (index: number) => ReactNode;
  children?: ReactNode;
};

export function EditableRows({ title, hint, empty, addLabel, count, busy, onAdd, row, children }: EditableRowsProps) {
  return (
    <FormSection title={title} hint={hint}>
      {children}
      {count === 0 ? <p className={styles.rowsEmpty}>{empty}</p> : <ol className={styles.rows}>{Array.from({ length: count }, (_, index) => row(index))}</ol>}
      <Button className={styles.addRow} variant="secondary" size="sm" disabled={busy} icon={<Plus size={14} aria-hidden="true" />} onClick={onAdd}>
        {addLabel}
      </Button>
    </FormSection>
  );
}
