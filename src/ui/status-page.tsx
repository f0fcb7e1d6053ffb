/**
 * A whole-page answer inside the shell when there is no screen to show (a route nobody knows, an
 * area the role does not open): an icon, a code, a title, a sentence and a way back to the
 * dashboard, all texts read from the catalogue under one prefix (`notFound.code`, …).
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages/en-US';
import { ButtonLink } from './button-link';
import * as styles from './status-page.css';

type StatusPageProps = { messages: 'notFound' | 'notAllowed'; icon: ReactNode };

export function StatusPage({ messages, icon }: StatusPageProps) {
  const text = (part: 'code' | 'title' | 'body' | 'action') => <FormattedMessage id={`${messages}.${part}` satisfies MessageId} />;
  const titleId = `${messages}-title`;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <span className={styles.badge} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.code}>{text('code')}</p>
      <h1 id={titleId} className={styles.title}>
        {text('title')}
      </h1>
      <p className={styles.body}>{text('body')}</p>
      <ButtonLink href="/dashboard">{text('action')}</ButtonLink>
    </section>
  );
}
