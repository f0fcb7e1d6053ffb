/** A raised surface that groups related content. */
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './card.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  children: ReactNode;
  padding?: keyof typeof styles.padding;
  as?: 'section' | 'div' | 'article';
};

export function Card({ children, padding = 'lg', as: Element = 'section', className, ...rest }: CardProps) {
  return (
    <Element {...rest} className={cx(styles.card, styles.padding[padding], className)}>
      {children}
    </Element>
  );
}
