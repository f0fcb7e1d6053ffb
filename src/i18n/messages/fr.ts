/**
 * Français, first part: the same ids as en-US.ts (tests/unit/catalogues.test.ts), loaded as its
 * own chunk. Plain data: only a type import (the build precompiles it).
 */
import type { FirstCatalogue } from './en-US';

export const fr = {
  // UI kit
  'ui.password.show': 'Afficher le mot de passe',

  // Sign-in
  'auth.login.title': 'Bon retour parmi nous',
  'auth.login.subtitle': 'Connectez-vous à l’administration de {productName}.',
  'auth.login.email': 'E-mail',
  'auth.login.emailPlaceholder': 'vous@exemple.com',
  'auth.login.password': 'Mot de passe',
  'auth.login.passwordPlaceholder': 'Saisissez votre mot de passe',
  'auth.login.submit': 'Se connecter',
  'auth.login.forgotPassword': 'Mot de passe oublié ?',
  'auth.login.noAccount': 'Pas encore de compte ?',
  'auth.login.register': 'S’inscrire',
  'auth.brand.tagline': 'Administration',
  'auth.brand.headline': 'Gérez chefs, cours et menus depuis un seul endroit, en toute sérénité.',
  'auth.brand.pointKitchen': 'Chefs, cours, repas et ingrédients',
  'auth.brand.pointPlans': 'Formules d’abonnement et prix des forfaits',
  'auth.brand.pointTeam': 'Administrateurs, utilisateurs et pages statiques',
  'shell.footer.copyright': '© {year} {productName}. Tous droits réservés.',

  // Language and our own toasts
  'locale.picker': 'Langue',
  'locale.loadFailed': 'La langue choisie n’a pas pu être chargée.',
  'locale.areasFailed': 'Les textes de cette page n’ont pas pu être chargés.',
  'locale.retry': 'Réessayer',
  'notice.somethingWentWrong': 'Une erreur s’est produite',
  'notice.noAnswer': 'Le serveur est injoignable',
  'notice.unexpectedAnswer': 'Le serveur a répondu de façon inattendue',
  'notice.ingredientGone': 'Cet ingrédient n’existe plus',
  'notice.csvReady': 'Le fichier CSV est prêt',

  // Flow journal panel (?debug)
  'journal.title': 'Journal des flux · {count, plural, one {# événement} other {# événements}}',
  'journal.export': 'Exporter en JSON',
  'journal.clear': 'Effacer',
  'journal.import': 'Importer et rejouer',
  'journal.replayTitle': 'Rejeu de {file} · {same} identiques, {different} différents, {incomplete} incomplets',
  'journal.replayFailed': '{file} n’est pas un export de journal des flux.',
  'journal.backToLive': 'Journal en direct',
  'journal.outcome.same': 'identique',
  'journal.outcome.different': 'différent',
  'journal.outcome.failed': 'échec',
  'journal.outcome.incomplete': 'incomplet',
  'journal.hide': 'Masquer',
  'journal.show': 'Afficher',

  // Validation (spec section 5)
  'validation.emailEnter': 'Veuillez saisir votre e-mail',
  'validation.passwordEnter': 'Veuillez saisir votre mot de passe',
  'validation.emailInvalid': 'Veuillez saisir un e-mail valide',
  'validation.passwordTooLong': 'Le mot de passe est trop long',
} satisfies FirstCatalogue;
