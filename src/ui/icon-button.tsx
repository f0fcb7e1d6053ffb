/**
 * A square button showing only an icon; `label` is its accessible name and its tooltip. With
 * `unavailableReason` it is shown off, does nothing, and its tooltip and description say why.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './icon-button.css';
import { useUnavailable } from './use-unavailable';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  label: string;
  icon: ReactNode;
  tone?: keyof typeof styles.tone;
  unavailableReason?: string | undefined;
};

export function IconButton({ label, icon, tone = 'neutral', className, type = 'button', unavailableReason, onClick, ...rest }: IconButtonProps) {
  const unavailable = useUnavailable(unavailableReason);
  return (
    <>
      <button
        {...rest}
        type={type}
        aria-label={label}
        title={label}
        {...unavailable.props}
        className={cx(styles.iconButton, styles.tone[tone], className)}
        onClick={unavailableReason ? undefined : onClick}
      >
        {icon}
      </button>
      {unavailable.note}
    </>
  );
}
