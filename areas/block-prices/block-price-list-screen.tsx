/** /blok-price: the generic list over the block-price area. */
import { ListScreen } from '../../src/app/kit/list-screen';
import { blockPriceListArea } from './block-price-list-area';

export default function BlockPriceListScreen() {
  return <ListScreen area={blockPriceListArea} />;
}
