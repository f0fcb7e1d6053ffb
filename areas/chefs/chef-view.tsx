/** The chef view modal (spec section 2): image, name, email, currently active, phone number, bio. */
import { chefPaths } from './chef-contract';
import { useIntl } from 'react-intl';
import { chefViewQuery } from './chef-calls';
import { useApiClient } from '../../src/app/app-context';
import type { MessageId } from '../../src/i18n/messages/en-US';
import { ActiveBadge } from '../../src/app/kit/active-badge';
import { RecordViewModal } from '../../src/app/kit/record-view-modal';
import { editPath } from '../../src/app/kit/record-id';
import { DetailList } from '../../src/ui/detail-list';
import { nameParts } from '../../src/ui/name-parts';
import { PersonSummary } from '../../src/ui/person-summary';

export function ChefView({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  const label = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  return (
    <RecordViewModal title={label('chefs.viewTitle')} query={chefViewQuery(useApiClient(), id)} history={{ path: chefPaths.history, id, editHref: editPath('/chef', id) }} onClose={onClose}>
      {(chef) => {
        const [firstName, lastName] = nameParts(chef.name);
        return (
          <>
            <PersonSummary
              firstName={firstName}
              lastName={lastName}
              displayName={chef.name}
              imageUrl={chef.profile_photo}
              subtitle={chef.email}
              badges={<ActiveBadge active={chef.is_active} />}
            />
            <DetailList
              items={[
                { label: label('people.field.name'), value: chef.name },
                { label: label('people.field.email'), value: chef.email },
                { label: label('people.field.currentlyActive'), value: label(chef.is_active ? 'people.yes' : 'people.no') },
                { label: label('people.field.phone'), value: chef.phone_number },
                { label: label('people.field.bio'), value: chef.bio },
              ]}
            />
          </>
        );
      }}
    </RecordViewModal>
  );
}
