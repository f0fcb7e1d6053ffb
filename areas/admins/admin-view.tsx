/** The admin view modal (spec section 2): profile image, name, email, role, currently active (Yes/No); for the super admin, End all sessions. */
import { adminPaths } from './admin-contract';
import { useIntl } from 'react-intl';
import { adminViewQuery } from './admin-calls';
import { useApiClient } from '../../src/app/app-context';
import { ActiveBadge } from '../../src/app/kit/active-badge';
import { RecordViewModal } from '../../src/app/kit/record-view-modal';
import { editPath } from '../../src/app/kit/record-id';
import type { MessageId } from '../../src/i18n/messages/en-US';
import { Badge } from '../../src/ui/badge';
import { DetailList } from '../../src/ui/detail-list';
import { PersonSummary } from '../../src/ui/person-summary';
import { EndAdminSessions } from './end-sessions';

export function AdminView({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  const label = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  return (
    <RecordViewModal title={label('admins.viewTitle')} query={adminViewQuery(useApiClient(), id)} history={{ path: adminPaths.history, id, editHref: editPath('/admin', id) }} onClose={onClose}>
      {(admin) => (
        <>
          <PersonSummary
            firstName={admin.first_name}
            lastName={admin.last_name}
            imageUrl={admin.profile_image}
            subtitle={admin.email}
            badges={
              <>
                {admin.admin_role && <Badge tone="accent">{admin.admin_role.role}</Badge>}
                <ActiveBadge active={admin.is_active} />
              </>
            }
          />
          <DetailList
            items={[
              { label: label('people.field.name'), value: `${admin.first_name} ${admin.last_name}` },
              { label: label('people.field.email'), value: admin.email },
              { label: label('people.field.role'), value: admin.admin_role?.role ?? '' },
              { label: label('people.field.currentlyActive'), value: label(admin.is_active ? 'people.yes' : 'people.no') },
            ]}
          />
          <EndAdminSessions adminId={admin.id} name={`${admin.first_name} ${admin.last_name}`} />
        </>
      )}
    </RecordViewModal>
  );
}
