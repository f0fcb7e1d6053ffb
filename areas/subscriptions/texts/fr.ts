/** The screen texts of the subscription plans (`subscriptions.*`) in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.subscription': 'Formules',
  'subscriptions.title': 'Formules d’abonnement',
  'subscriptions.description': 'Les formules auxquelles les clients peuvent s’abonner.',
  'subscriptions.count': '{count, plural, one {# formule} other {# formules}}',
  'subscriptions.add': 'Ajouter une formule',
  'subscriptions.search': 'Rechercher des formules d’abonnement',
  'subscriptions.empty': 'Aucune formule d’abonnement pour l’instant',
  'subscriptions.deleteTitle': 'Supprimer la formule ?',
  'subscriptions.viewTitle': 'Détails de la formule',
  'subscriptions.addTitle': 'Ajouter une formule d’abonnement',
  'subscriptions.editTitle': 'Modifier la formule d’abonnement',
  'subscriptions.addDescription': 'Une formule telle que les clients la voient, et son prix.',
  'subscriptions.editDescription': 'Modifiez le titre, le prix ou la durée de cette formule.',
  'subscriptions.field.displayAmount': 'Montant affiché',
  'subscriptions.field.timeframe': 'Durée (mois)',
  'subscriptions.displayAmountPlaceholder': '300/mois',
  'subscriptions.displayAmountHint': 'Tel que les clients le lisent.',
  'subscriptions.amountPlaceholder': '300',
  'subscriptions.amountHint': 'Le prix facturé, p. ex. 300 ou 299.99.',
  'subscriptions.timeframePlaceholder': '12',
  'subscriptions.timeframeHint': 'Le nombre de mois que dure la formule.',
  'subscriptions.timeframe': '{months, plural, one {# mois} other {# mois}}',
  'subscriptions.amountInvalid': 'Veuillez saisir un montant valide',
  'subscriptions.timeframeInvalid': 'Veuillez saisir un nombre entier de mois',
};
