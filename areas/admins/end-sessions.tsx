/**
 * "End all sessions" in the admin view (issue #32 item 3, ASVS 5.0 V7.5.2): the super admin signs
 * another admin out of every browser, after a confirmation. Not shown to other roles (the server
 * refuses them too) nor on the super admin's own record, whose sessions are on the profile screen.
 * A view over the `endAdminSessions` flow.
 */
import { useSelector } from '@xstate/react';
import { LogOut } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useApiClient, useFlowActor, useSessionActor } from '../../src/app/app-context';
import { Button } from '../../src/ui/button';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { liveEndAdminSessions } from './end-sessions.live';
import * as styles from './end-sessions.css';

export function EndAdminSessions({ adminId, name }: { adminId: number; name: string }) {
  const signedIn = useSelector(useSessionActor(), (s) => s.context.session);
  const flow = useFlowActor(liveEndAdminSessions(useApiClient()));
  const asking = useSelector(flow, (s) => !s.matches('idle'));
  const ending = useSelector(flow, (s) => s.matches('ending'));
  if (signedIn?.userType !== 'super_admin' || signedIn.id === adminId) return null;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" size="sm" icon={<LogOut size={16} aria-hidden="true" />} onClick={() => flow.send({ type: 'endSessions.ask', adminId })}>
        <FormattedMessage id="admins.endSessions" />
      </Button>
      {asking && (
        <ConfirmDialog
          title={<FormattedMessage id="admins.endSessions" />}
          message={<FormattedMessage id="admins.endSessionsConfirm" values={{ name }} />}
          confirmLabel={<FormattedMessage id={ending ? 'admins.endSessionsEnding' : 'admins.endSessions'} />}
          cancelLabel={<FormattedMessage id="admins.endSessionsKeep" />}
          busy={ending}
          onConfirm={() => flow.send({ type: 'endSessions.confirm' })}
          onCancel={() => flow.send({ type: 'endSessions.cancel' })}
        />
      )}
    </div>
  );
}
