/** Block prices (spec section 7 "Block prices"). */
import { blockPriceTrash } from './block-price-trash';
import { callFolder } from '../../../server/auth/call-address';
import { blockPriceCalls, blockPriceListRequest, blockPricePaths, blockPriceRow, priceAnswers } from '../block-price-contract';
import { listPrices } from './block-price-records';
import { exported } from '../../../server/lists/exported';
import { blockPriceRoutes, deletePrice, setPriceStatus } from './block-price-routes';
import { blockPrices } from './tables';
import { labelsFrom } from '../../../server/bulk/row-labels';
import type { ServerArea } from '../../../server/areas/server-area';

export const serverArea: ServerArea = {
  name: 'Block prices',
  calls: blockPriceCalls,
  answers: priceAnswers,
  routes: blockPriceRoutes,
  access: [
    { prefix: callFolder(blockPricePaths.list), modules: ['blok-price'] },
  ],
  export: exported({ path: blockPricePaths.export, name: 'block-prices', request: blockPriceListRequest, row: blockPriceRow, list: listPrices }),
  bulk: { bulkStatus: blockPricePaths.bulkStatus, setStatus: setPriceStatus, bulkDelete: blockPricePaths.bulkDelete, remove: deletePrice, labels: labelsFrom(blockPrices, blockPrices.id, blockPrices.title) },
  trash: blockPriceTrash,
};
