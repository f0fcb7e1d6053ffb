/** /meal/add and /meal/edit/:id: the generic form over the meal-type area. */
import { useParams } from 'wouter';
import { EntityFormScreen } from '../../src/app/kit/entity-form-screen';
import { recordIdOf } from '../../src/app/kit/record-id';
import { mealForm } from './meal-form';

export default function MealFormScreen() {
  const { id } = useParams<{ id?: string }>();
  return <EntityFormScreen key={id ?? 'add'} form={mealForm} recordId={recordIdOf(id)} />;
}
