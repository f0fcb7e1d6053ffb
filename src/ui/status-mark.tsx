/**
 * An active flag as a toggle button: a green check when on, a red cross when off; a click asks
 * for the other value. Its name says what it is ("Active: Weekend block"), aria-pressed its
 * state, and the tooltip what a click does. `busy` shows progress and locks it.
 */
import { Check, X } from 'lucide-react';
import { Spinner } from './spinner';
import * as styles from './status-mark.css';

type StatusMarkProps = {
  active: boolean;
  onToggle: () => void;
  label: string;
  /** The tooltip: what a click does. */
  hint: string;
  busy?: boolean;
  disabled?: boolean;
};

export function StatusMark({ active, onToggle, label, hint, busy = false, disabled = false }: StatusMarkProps) {
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      aria-busy={busy || undefined}
      title={hint}
      disabled={disabled || busy}
      className={styles.mark[active ? 'on' : 'off']}
      onClick={onToggle}
    >
      {busy ? <Spinner size={14} /> : active ? <Check size={16} strokeWidth={2.75} aria-hidden="true" /> : <X size={16} strokeWidth={2.75} aria-hidden="true" />}
    </button>
  );
}
