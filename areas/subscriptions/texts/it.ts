/** The screen texts of the subscription plans (`subscriptions.*`) in Italian (it): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.subscription': 'Piani',
  'subscriptions.title': 'Piani di abbonamento',
  'subscriptions.description': 'I piani a cui i clienti possono abbonarsi.',
  'subscriptions.count': '{count, plural, one {# piano} other {# piani}}',
  'subscriptions.add': 'Aggiungi piano',
  'subscriptions.search': 'Cerca piani di abbonamento',
  'subscriptions.empty': 'Ancora nessun piano di abbonamento',
  'subscriptions.deleteTitle': 'Eliminare il piano?',
  'subscriptions.viewTitle': 'Dettagli del piano',
  'subscriptions.addTitle': 'Aggiungi piano di abbonamento',
  'subscriptions.editTitle': 'Modifica piano di abbonamento',
  'subscriptions.addDescription': 'Un piano come lo vedono i clienti, e quanto costa.',
  'subscriptions.editDescription': 'Modifica il titolo, il prezzo o la durata di questo piano.',
  'subscriptions.field.displayAmount': 'Importo mostrato',
  'subscriptions.field.timeframe': 'Durata (mesi)',
  'subscriptions.displayAmountPlaceholder': '300/mese',
  'subscriptions.displayAmountHint': 'Come lo leggono i clienti.',
  'subscriptions.amountPlaceholder': '300',
  'subscriptions.amountHint': 'Il prezzo addebitato, es. 300 o 299.99.',
  'subscriptions.timeframePlaceholder': '12',
  'subscriptions.timeframeHint': 'Per quanti mesi dura il piano.',
  'subscriptions.timeframe': '{months, plural, one {# mese} other {# mesi}}',
  'subscriptions.amountInvalid': 'Inserisci un importo valido',
  'subscriptions.timeframeInvalid': 'Inserisci un numero intero di mesi',
};
