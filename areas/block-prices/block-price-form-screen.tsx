/** /blok-price/add and /blok-price/edit/:id: the generic form over the block-price area. */
import { useParams } from 'wouter';
import { EntityFormScreen } from '../../src/app/kit/entity-form-screen';
import { recordIdOf } from '../../src/app/kit/record-id';
import { blockPriceForm } from './block-price-form';

export default function BlockPriceFormScreen() {
  const { id } = useParams<{ id?: string }>();
  return <EntityFormScreen key={id ?? 'add'} form={blockPriceForm} recordId={recordIdOf(id)} />;
}
