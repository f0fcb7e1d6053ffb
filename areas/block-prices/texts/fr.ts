/** The screen texts of the block prices (`blockPrices.*`) in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.blok-price': 'Prix des forfaits',
  'blockPrices.title': 'Prix des forfaits',
  'blockPrices.description': 'Les prix des forfaits de cours.',
  'blockPrices.count': '{count, plural, one {# prix} other {# prix}}',
  'blockPrices.add': 'Ajouter un prix de forfait',
  'blockPrices.search': 'Rechercher des prix de forfait',
  'blockPrices.searchPlaceholder': 'Rechercher par titre ou montant',
  'blockPrices.noMatch': 'Essayez un autre titre ou un autre montant.',
  'blockPrices.empty': 'Aucun prix de forfait pour l’instant',
  'blockPrices.deleteTitle': 'Supprimer le prix ?',
  'blockPrices.deleteMessage': 'Voulez-vous vraiment supprimer ce prix {label} ?',
  'blockPrices.actions': 'Action',
  'blockPrices.addTitle': 'Ajouter un prix de forfait',
  'blockPrices.editTitle': 'Modifier le prix du forfait',
  'blockPrices.addDescription': 'Un forfait de cours et son prix.',
  'blockPrices.editDescription': 'Modifiez le titre ou le prix de ce forfait.',
  'blockPrices.titlePlaceholder': 'p. ex. Dix cours',
  'blockPrices.amountPlaceholder': 'p. ex. 250',
  // The server's answers by code (block-price-contract.ts's priceAnswers)
  'answer.price.list': 'Liste des prix',
  'answer.price.details': 'Détails du prix',
  'answer.price.added': 'Prix ajouté',
  'answer.price.updated': 'Prix mis à jour',
  'answer.price.activated': 'Prix activé',
  'answer.price.deactivated': 'Prix désactivé',
  'answer.price.deleted': 'Prix supprimé',
  'answer.price.not_found': 'Prix introuvable',
};
