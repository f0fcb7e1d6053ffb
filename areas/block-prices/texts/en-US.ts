/**
 * The screen texts of the block prices (`blockPrices.*`) in English (en-US): the ids every language gives. This
 * area's part of each language's second catalogue part (src/i18n/second-parts/), which gathers
 * every area folder's texts; its answers' texts too (`answer.<code>`, the codes of its contract's table). Plain data
 * (the build parses it: src/i18n/precompile-messages-plugin.ts). Its first id, `nav.blok-price`, is its
 * module's name: the sidebar, the activity log and the command palette show it.
 */
export const texts = {
  'nav.blok-price': 'Blok price',
  'blockPrices.title': 'Blok price',
  'blockPrices.description': 'The prices of blocks of classes.',
  'blockPrices.count': '{count, plural, one {# price} other {# prices}}',
  'blockPrices.add': 'Add Blok Price',
  'blockPrices.search': 'Search block prices',
  'blockPrices.searchPlaceholder': 'Search by title or amount',
  'blockPrices.noMatch': 'Try another title or amount.',
  'blockPrices.empty': 'No block prices yet',
  'blockPrices.deleteTitle': 'Delete price?',
  'blockPrices.deleteMessage': 'Are you sure you want to delete this price {label}?',
  'blockPrices.actions': 'Action',
  'blockPrices.addTitle': 'Add Blok Price',
  'blockPrices.editTitle': 'Edit Blok Price',
  'blockPrices.addDescription': 'A block of classes and its price.',
  'blockPrices.editDescription': 'Change this block’s title or price.',
  'blockPrices.titlePlaceholder': 'e.g. Ten classes',
  'blockPrices.amountPlaceholder': 'e.g. 250',
  // The server's answers by code (block-price-contract.ts's priceAnswers)
  'answer.price.list': 'Price list',
  'answer.price.details': 'Price details',
  'answer.price.added': 'Price added',
  'answer.price.updated': 'Price updated',
  'answer.price.activated': 'Price activated',
  'answer.price.deactivated': 'Price deactivated',
  'answer.price.deleted': 'Price deleted',
  'answer.price.not_found': 'Price not found',
} as const;

declare global {
  /** The ids of every area folder's texts, each folder adding its own: MessageId (src/i18n/messages/en-US.ts) takes them in. */
  interface AreaTextIds extends Record<keyof typeof texts, true> {}
}
