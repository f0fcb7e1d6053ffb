/** A router link that looks like an IconButton (an "Edit" pencil in a table row). */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from './cx';
import * as styles from './icon-button.css';

type IconLinkProps = {
  href: string;
  label: string;
  icon: ReactNode;
  tone?: keyof typeof styles.tone;
  /** Kept in the new history entry (history.state). */
  state?: unknown;
};

export function IconLink({ href, label, icon, tone = 'neutral', state }: IconLinkProps) {
  return (
    <Link href={href} state={state} aria-label={label} title={label} className={cx(styles.iconButton, styles.tone[tone])}>
      {icon}
    </Link>
  );
}
