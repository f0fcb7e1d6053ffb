/** /static-page/edit/:id: the generic form over the static-page area, with the rich-text editor. */
import { useParams } from 'wouter';
import { EntityFormScreen } from '../../src/app/kit/entity-form-screen';
import { recordIdOf } from '../../src/app/kit/record-id';
import { staticPageForm } from './static-page-form';

export default function StaticPageFormScreen() {
  const { id } = useParams<{ id?: string }>();
  return <EntityFormScreen key={id ?? 'add'} form={staticPageForm} recordId={recordIdOf(id)} />;
}
