/**
 * /ingredients/add and /ingredients/edit/:id: the generic form over the ingredient area. On
 * edit it takes the row the list handed over; on a direct visit the form finds it itself.
 */
import { useParams } from 'wouter';
import { ingredientRecord } from './ingredient-calls';
import { EntityFormScreen } from '../../src/app/kit/entity-form-screen';
import { useHandedRecord } from '../../src/app/kit/handed-record';
import { recordIdOf } from '../../src/app/kit/record-id';
import { ingredientForm } from './ingredient-form';

export default function IngredientFormScreen() {
  const { id } = useParams<{ id?: string }>();
  const recordId = recordIdOf(id);
  const handed = useHandedRecord(ingredientRecord, recordId);
  return <EntityFormScreen key={id ?? 'add'} form={ingredientForm} recordId={recordId} handed={handed} />;
}
