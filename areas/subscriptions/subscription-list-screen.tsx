/** /subscription: the generic list over the subscription-plan area. */
import { ListScreen } from '../../src/app/kit/list-screen';
import { subscriptionListArea } from './subscription-list-area';

export default function SubscriptionListScreen() {
  return <ListScreen area={subscriptionListArea} />;
}
