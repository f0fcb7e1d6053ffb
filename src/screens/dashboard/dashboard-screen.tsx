/** The dashboard: for now the spec's placeholder (section 1: analytics will appear later). */
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChartColumn } from 'lucide-react';
import { useSessionActor } from '../../app/app-context';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import * as styles from './dashboard-screen.css';

export default function DashboardScreen() {
  const intl = useIntl();
  const sessionActor = useSessionActor();
  const firstName = useSelector(sessionActor, (s) => s.context.session?.firstName ?? '');
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'dashboard.title' })}
        breadcrumb={[
          { label: intl.formatMessage({ id: 'breadcrumb.home' }), href: '/' },
          { label: intl.formatMessage({ id: 'dashboard.title' }) },
        ]}
        description={
          firstName
            ? intl.formatMessage({ id: 'dashboard.greeting' }, { firstName })
            : intl.formatMessage({ id: 'dashboard.subtitle' })
        }
      />
      <Card padding="xl" aria-labelledby="dashboard-placeholder-title">
        <div className={styles.placeholder}>
          <div className={styles.text}>
            <span className={styles.badge} aria-hidden="true">
              <ChartColumn size={24} />
            </span>
            <h2 id="dashboard-placeholder-title" className={styles.title}>
              <FormattedMessage id="dashboard.placeholder.title" />
            </h2>
            <p className={styles.body}>
              <FormattedMessage id="dashboard.placeholder.body" />
            </p>
          </div>
          <div className={styles.chart} aria-hidden="true">
            {styles.BAR_HEIGHTS.map((height) => (
              <span key={height} className={styles.bar} />
            ))}
          </div>
        </div>
      </Card>
    </>
  );
}
