/**
 * The block-price form (spec sections 2, 5): Title and Amount, both required and trimmed; the
 * amount is free text (no numeric rule). On edit the record is loaded by id first
 * (blok-price/view). A save returns to /blok-price after 1 s.
 */
import { blockPriceActors, blockPriceKeys, type BlockPriceDraft } from './block-price-calls';
import { blockPriceAddRequest, type BlockPriceRow } from './block-price-contract';
import { REDIRECT_AFTER_SAVE_MS } from '../../src/constants';
import { defineFormArea, formTexts } from '../../src/app/kit/define-form-area';

export const blockPriceForm = defineFormArea<BlockPriceDraft, BlockPriceRow>({
  id: 'blockPriceForm',
  schema: { add: blockPriceAddRequest, edit: blockPriceAddRequest },
  empty: { title: '', amount: '' },
  fromRecord: (price) => ({ title: price.title, amount: price.amount }),
  listPath: '/blok-price',
  redirectAfter: { add: REDIRECT_AFTER_SAVE_MS, edit: REDIRECT_AFTER_SAVE_MS },
  text: formTexts('blockPrices'),
  fields: [
    { kind: 'text', name: 'title', label: 'content.field.title', autoComplete: 'off', placeholder: 'blockPrices.titlePlaceholder' },
    { kind: 'text', name: 'amount', label: 'content.field.amount', autoComplete: 'off', placeholder: 'blockPrices.amountPlaceholder' },
  ],
  queryKey: blockPriceKeys.all,
  actors: blockPriceActors,
});
