/** /admin/add and /admin/edit/:id: the generic form over the admin area. */
import { useParams } from 'wouter';
import { EntityFormScreen } from '../../src/app/kit/entity-form-screen';
import { recordIdOf } from '../../src/app/kit/record-id';
import { adminForm } from './admin-form';

export default function AdminFormScreen() {
  const { id } = useParams<{ id?: string }>();
  return <EntityFormScreen key={id ?? 'add'} form={adminForm} recordId={recordIdOf(id)} />;
}
