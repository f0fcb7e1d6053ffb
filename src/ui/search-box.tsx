/** A search input for a list: reports every keystroke (the list waits for the pause); `busy` shows a spinner. */
import { Search } from 'lucide-react';
import { Spinner } from './spinner';
import * as styles from './search-box.css';

type SearchBoxProps = {
  value: string;
  onChange: (text: string) => void;
  /** Accessible name; the placeholder is only a hint. */
  label: string;
  placeholder?: string;
  busy?: boolean;
};

export function SearchBox({ value, onChange, label, placeholder, busy = false }: SearchBoxProps) {
  return (
    <div className={styles.root} role="search">
      <Search size={16} className={styles.icon} aria-hidden="true" />
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      {busy && (
        <span className={styles.busy}>
          <Spinner size={14} />
        </span>
      )}
    </div>
  );
}
