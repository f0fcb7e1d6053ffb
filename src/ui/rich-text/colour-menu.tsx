/**
 * A colour of the toolbar (text or highlight): a button showing the colour in use, opening a
 * small palette of named swatches and "Default". Escape or a pick closes it and gives the
 * focus back; so does leaving it.
 */
import { useRef, useState, type ReactNode } from 'react';
import type { Swatch } from './palette';
import * as styles from './toolbar.css';

type ColourMenuProps = {
  label: string;
  icon: ReactNode;
  current: string | undefined;
  swatches: Swatch[];
  noneLabel: string;
  nameOf: (swatch: Swatch) => string;
  disabled?: boolean;
  onPick: (value: string | null) => void;
};

export function ColourMenu({ label, icon, current, swatches, noneLabel, nameOf, disabled = false, onPick }: ColourMenuProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const pick = (value: string | null) => {
    setOpen(false);
    onPick(value);
  };
  return (
    <span
      className={styles.menuAnchor}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Escape closes the palette only, not the dialog or page around it.
        event.stopPropagation();
        close();
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.button}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-haspopup="true"
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setOpen(!open)}
      >
        {icon}
        <span className={styles.colourBar} style={{ background: current ?? 'currentColor' }} aria-hidden="true" />
      </button>
      {open && (
        <span className={styles.menu} role="group" aria-label={label}>
          <button type="button" className={styles.none} aria-pressed={current === undefined} autoFocus onClick={() => pick(null)}>
            {noneLabel}
          </button>
          {swatches.map((swatch) => (
            <button
              key={swatch.value}
              type="button"
              className={styles.swatch}
              style={{ background: swatch.value }}
              aria-label={nameOf(swatch)}
              title={nameOf(swatch)}
              aria-pressed={current === swatch.value}
              onClick={() => pick(swatch.value)}
            />
          ))}
        </span>
      )}
    </span>
  );
}
