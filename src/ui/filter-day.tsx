/**
 * A list filter's day (issue #31 item 6): a text box showing the day in the admin's language
 * (Chromium draws `<input type=date>` in the browser's language, whatever the page's `lang`), and
 * a calendar button opening the browser's own picker. Emptied, the filter is off; the value is
 * YYYY-MM-DD.
 */
import { CalendarDays } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { readDay, showDay, today } from '../i18n/filter-days';
import * as styles from './filter-control.css';

type FilterDayProps = { label: string; value: string; min?: string | undefined; max?: string | undefined; onChange: (value: string) => void };

export function FilterDay({ label, value, min, max, onChange }: FilterDayProps) {
  const id = useId();
  const { locale, formatMessage } = useIntl();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => (value ? showDay(value, locale) : ''));
  // A day set elsewhere (the picker, Clear filters, a saved view, the language) shows as set.
  useEffect(() => setText(value ? showDay(value, locale) : ''), [value, locale]);
  const typed = (next: string) => {
    setText(next);
    if (next.trim() === '') return onChange('');
    const day = readDay(next, locale);
    if (day !== null) onChange(day);
  };
  const invalid = text.trim() !== '' && readDay(text, locale) === null;
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          className={styles.dayText}
          value={text}
          placeholder={showDay(today(), locale)}
          aria-invalid={invalid || undefined}
          onChange={(event) => typed(event.target.value)}
          onBlur={() => setText(value ? showDay(value, locale) : '')}
        />
        <button
          type="button"
          className={styles.calendar}
          aria-label={formatMessage({ id: 'kit.filters.pickDay' }, { label })}
          onClick={() => picker.current?.showPicker()}
        >
          <CalendarDays size={16} aria-hidden="true" />
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className={styles.hiddenPicker}
          value={value}
          min={min || undefined}
          max={max || undefined}
          onChange={(event) => {
            const next = event.target.value;
            if (next === '' || /^\d{4}-\d{2}-\d{2}$/.test(next)) onChange(next);
          }}
        />
      </div>
    </div>
  );
}

