/** A list filter's choice: "any" first (the filter off), then the options; a change applies at once. */
import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import type { SelectOption } from './select-field';
import * as styles from './filter-control.css';

type FilterSelectProps = { label: string; anyLabel: string; options: SelectOption[]; value: string; onChange: (value: string) => void };

export function FilterSelect({ label, anyLabel, options, value, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown size={14} className={styles.chevron} aria-hidden="true" />
      </div>
    </div>
  );
}
