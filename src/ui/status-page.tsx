/**
 * A whole-page answer inside the shell when there is no screen to show (a route nobody knows, an
 * area the role does not open): an icon, a code, a title, a sentence and a way back.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages/en-US';
import { ButtonLink } from './button-link';
import * as styles from './status-page.css';

type StatusPageProps = {
  id: string;
  icon: ReactNode;
  codeId: MessageId;
  titleId: MessageId;
  bodyId: MessageId;
  action: { href: string; labelId: MessageId };
};

export function StatusPage({ id, icon, codeId, titleId, bodyId, action }: StatusPageProps) {
  const titleElementId = `${id}-title`;
  return (
    <section className={styles.page} aria-labelledby={titleElementId} data-status-page={id}>
      <span className={styles.badge} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.code}>
        <FormattedMessage id={codeId} />
      </p>
      <h1 id={titleElementId} className={styles.title}>
        <FormattedMessage id={titleId} />
      </h1>
      <p className={styles.body}>
        <FormattedMessage id={bodyId} />
      </p>
      <ButtonLink href={action.href}>
        <FormattedMessage id={action.labelId} />
      </ButtonLink>
    </section>
  );
}
