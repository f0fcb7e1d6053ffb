/** The screen texts of the block prices (`blockPrices.*`) in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.blok-price': 'Prezzi dei pacchetti',
  'blockPrices.title': 'Prezzi dei pacchetti',
  'blockPrices.description': 'I prezzi dei pacchetti di corsi.',
  'blockPrices.count': '{count, plural, one {# prezzo} other {# prezzi}}',
  'blockPrices.add': 'Aggiungi prezzo pacchetto',
  'blockPrices.search': 'Cerca prezzi dei pacchetti',
  'blockPrices.searchPlaceholder': 'Cerca per titolo o importo',
  'blockPrices.noMatch': 'Prova con un altro titolo o importo.',
  'blockPrices.empty': 'Ancora nessun prezzo dei pacchetti',
  'blockPrices.deleteTitle': 'Eliminare il prezzo?',
  'blockPrices.deleteMessage': 'Vuoi davvero eliminare questo prezzo {label}?',
  'blockPrices.actions': 'Azione',
  'blockPrices.addTitle': 'Aggiungi prezzo pacchetto',
  'blockPrices.editTitle': 'Modifica prezzo pacchetto',
  'blockPrices.addDescription': 'Un pacchetto di corsi e il suo prezzo.',
  'blockPrices.editDescription': 'Modifica il titolo o il prezzo di questo pacchetto.',
  'blockPrices.titlePlaceholder': 'es. Dieci corsi',
  'blockPrices.amountPlaceholder': 'es. 250',
  // The server's answers by code (block-price-contract.ts's priceAnswers)
  'answer.price.list': 'Elenco prezzi',
  'answer.price.details': 'Dettagli prezzo',
  'answer.price.added': 'Prezzo aggiunto',
  'answer.price.updated': 'Prezzo aggiornato',
  'answer.price.activated': 'Prezzo attivato',
  'answer.price.deactivated': 'Prezzo disattivato',
  'answer.price.deleted': 'Prezzo eliminato',
  'answer.price.not_found': 'Prezzo non trovato',
};
