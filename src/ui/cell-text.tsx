/**
 * Text in a table cell, in one of the table's voices: strong (a name), muted, code (an activation
 * code), date, number (an amount). A <bdi>: data keeps its own direction in a right-to-left page
 * ("5 live classes" does not turn into "live classes 5", issue #13 item 5). An e-mail may break
 * after its @ first, so a narrow column shows "name@" over "example.com" rather than cutting a word.
 */
import { Fragment, type ReactNode } from 'react';
import * as styles from './cell-text.css';

const withBreaks = (children: ReactNode) =>
  typeof children === 'string' && children.includes('@')
    ? children.split('@').map((part, index) => (
        <Fragment key={index}>
          {index > 0 && '@'}
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))
    : children;

export function CellText({ children, tone = 'muted' }: { children: ReactNode; tone?: keyof typeof styles.tone }) {
  return <bdi className={styles.tone[tone]}>{withBreaks(children)}</bdi>;
}
