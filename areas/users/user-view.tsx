/**
 * The user view modal (spec section 2): image, first name, last name, email, currently active,
 * and the activation code with Send Mail, which mails the code again (the server's message is toasted).
 */
import { userPaths } from './user-contract';
import { useIntl } from 'react-intl';
import { activationCodeOf } from './user-contract';
import { userViewQuery } from './user-calls';
import { useApiClient } from '../../src/app/app-context';
import { ActiveBadge } from '../../src/app/kit/active-badge';
import { RecordViewModal } from '../../src/app/kit/record-view-modal';
import { editPath } from '../../src/app/kit/record-id';
import type { MessageId } from '../../src/i18n/messages/en-US';
import { DetailList } from '../../src/ui/detail-list';
import { PersonSummary } from '../../src/ui/person-summary';
import { ActivationCode } from './activation-code';

export function UserView({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  const label = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  return (
    <RecordViewModal title={label('users.viewTitle')} query={userViewQuery(useApiClient(), id)} history={{ path: userPaths.history, id, editHref: editPath('/user', id) }} onClose={onClose}>
      {(user) => (
        <>
          <PersonSummary
            firstName={user.first_name}
            lastName={user.last_name}
            displayName={user.name}
            imageUrl={user.profile_photo}
            subtitle={user.email}
            badges={<ActiveBadge active={user.is_active} />}
          />
          <DetailList
            items={[
              { label: label('people.field.firstName'), value: user.first_name },
              { label: label('people.field.lastName'), value: user.last_name },
              { label: label('people.field.email'), value: user.email },
              { label: label('people.field.currentlyActive'), value: label(user.is_active ? 'people.yes' : 'people.no') },
              { label: label('people.field.activationCode'), value: <ActivationCode userId={user.id} code={activationCodeOf(user)} /> },
            ]}
          />
        </>
      )}
    </RecordViewModal>
  );
}
