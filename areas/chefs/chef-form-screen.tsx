/** /chef/add and /chef/edit/:id: the generic form over the chef area. */
import { useParams } from 'wouter';
import { EntityFormScreen } from '../../src/app/kit/entity-form-screen';
import { recordIdOf } from '../../src/app/kit/record-id';
import { chefForm } from './chef-form';

export default function ChefFormScreen() {
  const { id } = useParams<{ id?: string }>();
  return <EntityFormScreen key={id ?? 'add'} form={chefForm} recordId={recordIdOf(id)} />;
}
