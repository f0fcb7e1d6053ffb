/**
 * "Two-step sign-in by role" on the super admin's profile screen (issue #32 item 1): a switch per
 * role, with how many of its admins have no second factor yet. A view over the `roleRules` flow.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useApiClient, useFlowActor } from '../../../app/app-context';
import { LoadFailedBanner } from '../../../ui/load-failed-banner';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { StatusSwitch } from '../../../ui/status-switch';
import { liveRoleRules } from './role-rules.live';
import * as styles from './two-step-sign-in.css';

export function RoleRules() {
  const intl = useIntl();
  const flow = useFlowActor(liveRoleRules(useApiClient()));
  const rows = useSelector(flow, (s) => s.context.rows);
  const changing = useSelector(flow, (s) => s.context.changing);
  const failure = useSelector(flow, (s) => (s.matches('failed') ? s.context.failure : null));
  const titleId = 'role-rules-title';
  return (
    <Card padding="xl" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'account.secondFactor.rolesTitle' })}
      </h2>
      <p className={styles.description}>{intl.formatMessage({ id: 'account.secondFactor.rolesDescription' })}</p>
      <div className={styles.body}>
        {failure !== null ? (
          <LoadFailedBanner onRetry={() => flow.send({ type: 'roles.retry' })}>
            {intl.formatMessage({ id: 'account.secondFactor.rolesFailed' }, { reason: failure })}
          </LoadFailedBanner>
        ) : (
          <ul className={styles.roles} aria-busy={rows.length === 0 || changing !== null}>
            {rows.map((row) => (
              <li key={row.id} className={styles.role}>
                <div className={styles.roleWhat}>
                  <span className={styles.roleName}>{row.role}</span>
                  <span className={styles.note}>
                    {intl.formatMessage({ id: 'account.secondFactor.roleAdmins' }, { count: row.admins })}
                    {/* Who still has to set it up, said only of a role with admins. */}
                    {row.admins > 0 && ` · ${intl.formatMessage({ id: 'account.secondFactor.roleWithout' }, { without: row.admins_without })}`}
                  </span>
                </div>
                <StatusSwitch
                  checked={row.required}
                  busy={changing === row.id}
                  disabled={changing !== null}
                  label={intl.formatMessage({ id: 'account.secondFactor.roleRequired' }, { role: row.role })}
                  onToggle={() => flow.send({ type: 'roles.set', id: row.id, required: !row.required })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
