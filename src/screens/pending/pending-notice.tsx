/** The "being built" message itself, shared by the shell and sign-in variants of PendingScreen. */
import { FormattedMessage } from 'react-intl';
import { Construction } from 'lucide-react';
import type { MessageId } from '../../i18n/messages/en-US';
import { ButtonLink } from '../../ui/button-link';
import * as styles from './pending-screen.css';

type PendingNoticeProps = {
  name: string;
  issue: number;
  back: { href: string; labelId: MessageId };
  /** h1 when the notice is the page's only content (sign-in frame), h2 under a page header. */
  heading?: 'h1' | 'h2';
};

export function PendingNotice({ name, issue, back, heading: Heading = 'h2' }: PendingNoticeProps) {
  return (
    <div className={styles.content}>
      <span className={styles.icon} aria-hidden="true">
        <Construction size={26} />
      </span>
      <span className={styles.badge}>
        <FormattedMessage id="pending.badge" />
      </span>
      <Heading className={styles.title}>
        <FormattedMessage id="pending.title" values={{ area: name }} />
      </Heading>
      <p className={styles.body}>
        <FormattedMessage id="pending.body" values={{ issue: String(issue) }} />
      </p>
      <ButtonLink href={back.href} variant="secondary">
        <FormattedMessage id={back.labelId} />
      </ButtonLink>
    </div>
  );
}
