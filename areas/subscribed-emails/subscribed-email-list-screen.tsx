/** /subscription-details: the generic read-only list over the subscribed e-mails. */
import { ListScreen } from '../../src/app/kit/list-screen';
import { subscribedEmailListArea } from './subscribed-email-list-area';

export default function SubscribedEmailListScreen() {
  return <ListScreen area={subscribedEmailListArea} />;
}
