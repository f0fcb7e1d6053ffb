/** A labelled choice of the toolbar (text style, font, size); its value follows the selection. */
import { cx } from '../cx';
import * as styles from './toolbar.css';

export type ToolbarOption = { value: string; label: string };

type ToolbarSelectProps = {
  label: string;
  value: string;
  options: ToolbarOption[];
  width: keyof typeof styles.selectWidth;
  disabled?: boolean;
  onChange: (value: string) => void;
};

export function ToolbarSelect({ label, value, options, width, disabled = false, onChange }: ToolbarSelectProps) {
  return (
    <select
      aria-label={label}
      title={label}
      className={cx(styles.select, styles.selectWidth[width])}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
