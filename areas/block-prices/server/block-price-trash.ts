/** What the trash keeps of a deleted block price (issue #33 item 2): its row. */
import type { Trashable } from '../../../server/trash/trashable';
import { blockPrices } from './tables';

export const blockPriceTrash: Trashable = { area: 'blok-price', table: blockPrices };
