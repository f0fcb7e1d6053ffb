/** /user/add and /user/edit/:id: the generic form over the user area. */
import { useParams } from 'wouter';
import { EntityFormScreen } from '../../src/app/kit/entity-form-screen';
import { recordIdOf } from '../../src/app/kit/record-id';
import { userForm } from './user-form';

export default function UserFormScreen() {
  const { id } = useParams<{ id?: string }>();
  return <EntityFormScreen key={id ?? 'add'} form={userForm} recordId={recordIdOf(id)} />;
}
