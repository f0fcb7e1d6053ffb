/** A square button showing only an icon; `label` is its accessible name and its tooltip. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './icon-button.css';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  label: string;
  icon: ReactNode;
  tone?: keyof typeof styles.tone;
};

export function IconButton({ label, icon, tone = 'neutral', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type} aria-label={label} title={label} className={cx(styles.iconButton, styles.tone[tone], className)}>
      {icon}
    </button>
  );
}
