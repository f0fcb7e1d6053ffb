/** Block prices (spec section 7 "Block prices"). */
import { callFolder } from '../auth/call-address';
import { blockPriceCalls, blockPriceListRequest, blockPricePaths, blockPriceRow } from '../../src/api/contract/block-prices';
import { listPrices } from '../content/block-price-records';
import { exported } from '../lists/exported';
import { blockPriceRoutes, deletePrice, setPriceStatus } from '../routes/block-prices';
import type { ServerArea } from './server-area';

export const blockPriceArea: ServerArea = {
  name: 'Block prices',
  calls: blockPriceCalls,
  routes: blockPriceRoutes,
  access: [
    { prefix: callFolder(blockPricePaths.list), modules: ['blok-price'] },
  ],
  export: exported({ path: blockPricePaths.export, name: 'block-prices', request: blockPriceListRequest, row: blockPriceRow, list: listPrices }),
  bulk: { bulkStatus: blockPricePaths.bulkStatus, setStatus: setPriceStatus, bulkDelete: blockPricePaths.bulkDelete, remove: deletePrice },
};
