/** A router link that looks like a Button (for "Go to dashboard"-style calls to action). */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from './cx';
import type { ButtonSize, ButtonVariant } from './button';
import * as styles from './button.css';

type ButtonLinkProps = {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
};

export function ButtonLink({ href, children, variant = 'primary', size = 'md', icon }: ButtonLinkProps) {
  return (
    <Link href={href} className={cx(styles.base, styles.variant[variant], styles.size[size])}>
      {icon}
      {children}
    </Link>
  );
}
