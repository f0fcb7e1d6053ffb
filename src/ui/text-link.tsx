/** An in-app router link styled as text (accent or muted), underlined on hover. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from './cx';
import * as styles from './text-link.css';

type TextLinkProps = {
  href: string;
  children: ReactNode;
  tone?: keyof typeof styles.tone;
  size?: keyof typeof styles.size;
};

export function TextLink({ href, children, tone = 'accent', size = 'md' }: TextLinkProps) {
  return (
    <Link href={href} className={cx(styles.link, styles.tone[tone], styles.size[size])}>
      {children}
    </Link>
  );
}
