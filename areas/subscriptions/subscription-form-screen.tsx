/** /subscription/add and /subscription/edit/:id: the generic form over the subscription-plan area. */
import { useParams } from 'wouter';
import { EntityFormScreen } from '../../src/app/kit/entity-form-screen';
import { recordIdOf } from '../../src/app/kit/record-id';
import { subscriptionForm } from './subscription-form';

export default function SubscriptionFormScreen() {
  const { id } = useParams<{ id?: string }>();
  return <EntityFormScreen key={id ?? 'add'} form={subscriptionForm} recordId={recordIdOf(id)} />;
}
