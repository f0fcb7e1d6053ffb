/** A list filter's day (the browser's own date picker, YYYY-MM-DD); emptied, the filter is off. */
import { useId } from 'react';
import * as styles from './filter-control.css';

type FilterDayProps = { label: string; value: string; min?: string | undefined; max?: string | undefined; onChange: (value: string) => void };

export function FilterDay({ label, value, min, max, onChange }: FilterDayProps) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={styles.day}
        value={value}
        min={min || undefined}
        max={max || undefined}
        // A date input reports '' while a day is half typed; only whole days (or a cleared box) apply.
        onChange={(event) => {
          const next = event.target.value;
          if (next === '' || /^\d{4}-\d{2}-\d{2}$/.test(next)) onChange(next);
        }}
      />
    </div>
  );
}
