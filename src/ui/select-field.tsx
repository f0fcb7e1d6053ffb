/** Labelled native select with a placeholder option; hint or error linked by aria-describedby, like TextField. */
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from './cx';
import * as fieldStyles from './field.css';
import * as styles from './select-field.css';
import { FieldMessage } from './field-message';
import { useStagedCount } from './use-staged-count';

export type SelectOption = { value: string; label: string };

/**
 * From this many options on, the list is drawn a frame after the select. Closed, a select shows
 * only its chosen option, but Chromium styles every option (with its checkmark and label parts)
 * in the first frame: without its 145 times and 30 chefs, the first frame of /class/add's details
 * took a third less style work (issue #11). No one opens a select within a frame of it appearing.
 */
const LONG_LIST = 40;

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: SelectOption[];
  /** The empty first choice ("Select a role"); it cannot be chosen back once left. */
  placeholder: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export function SelectField({ label, options, placeholder, error, hint, id, className, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  const message = error ?? hint;
  // Two parts: the select with its chosen option, then, for a long list, the rest a frame later.
  const listDrawn = useStagedCount(2, options.length < LONG_LIST ? 2 : 1) === 2;
  const drawn = listDrawn ? options : options.filter((option) => option.value === select.value);
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...select}
          id={selectId}
          // `required` makes the placeholder match :invalid, which greys it like a text placeholder.
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className={styles.select}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {drawn.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown size={16} className={styles.chevron} aria-hidden="true" />
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
