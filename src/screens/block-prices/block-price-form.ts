/**
 * The block-price form (spec sections 2, 5): Title and Amount, both required and trimmed; the
 * amount is free text (no numeric rule). On edit the record is loaded by id first
 * (blok-price/view). A save returns to /blok-price after 1 s.
 */
import { blockPriceActors, blockPriceKeys, type BlockPriceDraft } from '../../api/block-prices';
import { blockPriceAddRequest, type BlockPriceRow } from '../../api/contract/block-prices';
import type { FormArea } from '../../app/kit/form-area';
import { REDIRECT_AFTER_SAVE_MS } from '../../constants';
import { createEntityFormMachine, type EntityFormConfig } from '../../machines/entity-form.machine';

const config: EntityFormConfig<BlockPriceDraft, BlockPriceRow> = {
  id: 'blockPriceForm',
  schema: { add: blockPriceAddRequest, edit: blockPriceAddRequest },
  empty: { title: '', amount: '' },
  fromRecord: (price) => ({ title: price.title, amount: price.amount }),
  listPath: '/blok-price',
  redirectAfter: { add: REDIRECT_AFTER_SAVE_MS, edit: REDIRECT_AFTER_SAVE_MS },
};

export const blockPriceForm: FormArea<BlockPriceDraft, BlockPriceRow> = {
  config,
  machine: createEntityFormMachine(config),
  text: {
    list: 'blockPrices.title',
    add: 'blockPrices.addTitle',
    edit: 'blockPrices.editTitle',
    addDescription: 'blockPrices.addDescription',
    editDescription: 'blockPrices.editDescription',
  },
  fields: [
    { kind: 'text', name: 'title', label: 'content.field.title', autoComplete: 'off', placeholder: 'blockPrices.titlePlaceholder' },
    { kind: 'text', name: 'amount', label: 'content.field.amount', autoComplete: 'off', placeholder: 'blockPrices.amountPlaceholder' },
  ],
  queryKey: blockPriceKeys.all,
  actors: blockPriceActors,
};
