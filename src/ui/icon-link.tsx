/** A router link that looks like an IconButton (an "Edit" pencil in a table row). */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from './cx';
import * as styles from './icon-button.css';

type IconLinkProps = { href: string; label: string; icon: ReactNode; tone?: keyof typeof styles.tone };

export function IconLink({ href, label, icon, tone = 'neutral' }: IconLinkProps) {
  return (
    <Link href={href} aria-label={label} title={label} className={cx(styles.iconButton, styles.tone[tone])}>
      {icon}
    </Link>
  );
}
