/**
 * An on/off switch (role switch, aria-checked) with a visible state word; `busy` shows progress
 * and locks it; `unavailableReason` shows it off for good, with the reason as tooltip and description.
 */
import { Spinner } from './spinner';
import * as styles from './status-switch.css';
import { useUnavailable } from './use-unavailable';

type StatusSwitchProps = {
  checked: boolean;
  onToggle: () => void;
  /** Accessible name, e.g. "Active: Ada Lovelace". */
  label: string;
  /** The visible state word ("Active" / "Inactive"); omitted, none shows. */
  stateText?: string;
  busy?: boolean;
  disabled?: boolean;
  unavailableReason?: string | undefined;
};

export function StatusSwitch({ checked, onToggle, label, stateText, busy = false, disabled = false, unavailableReason }: StatusSwitchProps) {
  const unavailable = useUnavailable(unavailableReason);
  return (
    <span className={styles.root}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        {...unavailable.props}
        className={styles.track}
        onClick={unavailableReason ? undefined : onToggle}
      >
        <span className={styles.thumb}>{busy && <Spinner size={10} />}</span>
      </button>
      {unavailable.note}
      {stateText && (
        <span className={styles.text} aria-hidden="true">
          {stateText}
        </span>
      )}
    </span>
  );
}
