/** A toolbar toggle: an icon with its name, pressed when it applies to the selection. It never takes the focus from the text on click. */
import type { ReactNode } from 'react';
import * as styles from './toolbar.css';

type ToolbarButtonProps = {
  label: string;
  /** The tooltip, with the shortcut when there is one. */
  title: string;
  icon: ReactNode;
  active: boolean;
  disabled?: boolean;
  onPress: () => void;
};

export function ToolbarButton({ label, title, icon, active, disabled = false, onPress }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      aria-pressed={active}
      title={title}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {icon}
    </button>
  );
}
