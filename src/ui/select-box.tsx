/**
 * A row's selection checkbox in a table: no visible label (the row says what it is), an
 * accessible name that does; `mixed` shows the header's "some of the page" state.
 */
import { useEffect, useRef } from 'react';
import * as styles from './select-box.css';

type SelectBoxProps = {
  label: string;
  checked: boolean;
  mixed?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

export function SelectBox({ label, checked, mixed = false, disabled = false, onChange }: SelectBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      className={styles.box}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
