/** The plan view modal: title, display amount, amount, timeframe ("1 Month" / "N Months", spec section 9), created date. */
import { subscriptionPaths } from './subscription-contract';
import { useIntl } from 'react-intl';
import { subscriptionViewQuery } from './subscription-calls';
import { useApiClient } from '../../src/app/app-context';
import { RecordViewModal } from '../../src/app/kit/record-view-modal';
import { editPath } from '../../src/app/kit/record-id';
import type { MessageId } from '../../src/i18n/messages/en-US';
import { DateText } from '../../src/ui/date-text';
import { DetailList } from '../../src/ui/detail-list';

export function SubscriptionView({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  const label = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  return (
    <RecordViewModal title={label('subscriptions.viewTitle')} query={subscriptionViewQuery(useApiClient(), id)} history={{ path: subscriptionPaths.history, id, editHref: editPath('/subscription', id) }} onClose={onClose}>
      {(plan) => (
        <DetailList
          items={[
            { label: label('content.field.title'), value: plan.title },
            { label: label('subscriptions.field.displayAmount'), value: plan.display_amount },
            { label: label('content.field.amount'), value: plan.amount },
            { label: label('subscriptions.field.timeframe'), value: intl.formatMessage({ id: 'subscriptions.timeframe' }, { months: plan.timeframe }) },
            { label: label('content.field.created'), value: <DateText value={plan.created_at} format="detail" /> },
          ]}
        />
      )}
    </RecordViewModal>
  );
}
