/**
 * The block-price list (spec section 2): Title, Amount, Date, Status, Action. The status is a
 * green check or a red cross that toggles; edit, and delete with the spec's question about the
 * price's amount (DESIGN.md section 6). "Add Blok Price" above it.
 */
import { blockPricePaths } from './block-price-contract';
import { Tags } from 'lucide-react';
import { blockPriceActors, blockPriceKeys } from './block-price-calls';
import type { BlockPriceRow } from './block-price-contract';
import { dateColumn } from '../../src/app/kit/columns';
import type { ListArea } from '../../src/app/kit/list-area';
import { CellText } from '../../src/ui/cell-text';

export const blockPriceListArea: ListArea<BlockPriceRow> = {
  path: '/blok-price',
  exportPath: blockPricePaths.export,
  bulk: { status: blockPricePaths.bulkStatus, delete: blockPricePaths.bulkDelete },
  trash: 'blok-price',
  text: {
    title: 'blockPrices.title',
    description: 'blockPrices.description',
    count: 'blockPrices.count',
    add: 'blockPrices.add',
    searchLabel: 'blockPrices.search',
    searchPlaceholder: 'blockPrices.searchPlaceholder',
    noMatchBody: 'blockPrices.noMatch',
    empty: 'blockPrices.empty',
    deleteTitle: 'blockPrices.deleteTitle',
    deleteMessage: 'blockPrices.deleteMessage',
    actionsHeader: 'blockPrices.actions',
  },
  columns: [
    { id: 'title', header: 'content.column.title', sortKey: 'title', cell: (price) => <CellText tone="strong">{price.title}</CellText> },
    { id: 'amount', header: 'content.column.amount', sortKey: 'amount', cell: (price) => <CellText tone="number">{price.amount}</CellText> },
    dateColumn('content.column.date', (price) => price.created_at, 'created_at'),
  ],
  labelOf: (price) => price.title,
  deleteLabelOf: (price) => price.amount,
  status: { isActive: (price) => price.is_active, sortKey: 'is_active', look: 'mark' },
  actions: ['edit', 'delete'],
  icon: Tags,
  queryKey: blockPriceKeys.all,
  actors: blockPriceActors,
};
