/** An on/off switch (role switch, aria-checked) with a visible state word; `busy` shows progress and locks it. */
import { Spinner } from './spinner';
import * as styles from './status-switch.css';

type StatusSwitchProps = {
  checked: boolean;
  onToggle: () => void;
  /** Accessible name, e.g. "Active: Ada Lovelace". */
  label: string;
  /** The visible state word ("Active" / "Inactive"); omitted, none shows. */
  stateText?: string;
  busy?: boolean;
  disabled?: boolean;
};

export function StatusSwitch({ checked, onToggle, label, stateText, busy = false, disabled = false }: StatusSwitchProps) {
  return (
    <span className={styles.root}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        className={styles.track}
        onClick={onToggle}
      >
        <span className={styles.thumb}>{busy && <Spinner size={10} />}</span>
      </button>
      {stateText && (
        <span className={styles.text} aria-hidden="true">
          {stateText}
        </span>
      )}
    </span>
  );
}
