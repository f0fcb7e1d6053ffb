/** Any route the table does not know: a way back to the dashboard. */
import { FormattedMessage } from 'react-intl';
import { Compass } from 'lucide-react';
import { ButtonLink } from '../../ui/button-link';
import * as styles from './not-found-screen.css';

export default function NotFoundScreen() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <span className={styles.badge} aria-hidden="true">
        <Compass size={28} />
      </span>
      <p className={styles.code}>
        <FormattedMessage id="notFound.code" />
      </p>
      <h1 id="not-found-title" className={styles.title}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className={styles.body}>
        <FormattedMessage id="notFound.body" />
      </p>
      <ButtonLink href="/dashboard">
        <FormattedMessage id="notFound.action" />
      </ButtonLink>
    </section>
  );
}
