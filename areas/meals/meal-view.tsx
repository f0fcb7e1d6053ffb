/** The meal view modal (spec section 2 "meal icon details"): the icon, the meal type, whether it is active, when it was added. */
import { mealPaths } from './meal-contract';
import { useIntl } from 'react-intl';
import { mealViewQuery } from './meal-calls';
import { useApiClient } from '../../src/app/app-context';
import { ActiveBadge } from '../../src/app/kit/active-badge';
import { RecordViewModal } from '../../src/app/kit/record-view-modal';
import { editPath } from '../../src/app/kit/record-id';
import type { MessageId } from '../../src/i18n/messages/en-US';
import { DateText } from '../../src/ui/date-text';
import { DetailList } from '../../src/ui/detail-list';
import { ThingSummary } from '../../src/ui/thing-summary';

export function MealView({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  const label = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  return (
    <RecordViewModal title={label('meals.viewTitle')} query={mealViewQuery(useApiClient(), id)} history={{ path: mealPaths.history, id, editHref: editPath('/meal', id) }} onClose={onClose}>
      {(meal) => (
        <>
          <ThingSummary imageUrl={meal.image} name={meal.meal_type} badges={<ActiveBadge active={meal.is_active} />} />
          <DetailList
            items={[
              { label: label('meals.field.mealType'), value: meal.meal_type },
              { label: label('content.field.currentlyActive'), value: label(meal.is_active ? 'content.yes' : 'content.no') },
              { label: label('content.field.created'), value: <DateText value={meal.created_at} format="detail" /> },
            ]}
          />
        </>
      )}
    </RecordViewModal>
  );
}
