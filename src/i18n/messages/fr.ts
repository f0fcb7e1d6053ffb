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
  'auth.login.or': 'ou',
  'auth.login.passkey': 'Se connecter avec une clé d’accès',
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
  'notice.passkeyCancelled': 'Aucune clé d’accès n’a été utilisée : la demande a été annulée ou a expiré',
  'notice.passkeyUnsupported': 'Ce navigateur ne peut pas utiliser de clés d’accès',

  // Validation (spec section 5)
  'validation.emailEnter': 'Veuillez saisir votre e-mail',
  'validation.passwordEnter': 'Veuillez saisir votre mot de passe',
  'validation.emailInvalid': 'Veuillez saisir un e-mail valide',
  'validation.passwordTooLong': 'Le mot de passe est trop long',
  'validation.passwordGuessable': 'Ce mot de passe est trop facile à deviner : n’utilisez pas un mot de passe courant, votre nom ou votre adresse e-mail, ni le nom du produit',

  // The server's answers by code (src/api/contract/answer-codes.ts): the login page's here, the
  // rest in the second part (every other screen waits for it). en-US says what the server's `message` says.
  'answer.auth.signed_in': 'Connecté',
  'answer.auth.signed_out': 'Déconnecté',
  'answer.auth.session_ended': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'answer.auth.invalid_credentials': 'E-mail ou mot de passe incorrect',
  'answer.auth.account_deactivated': 'Votre compte est désactivé. Contactez un administrateur.',
  'answer.auth.module_required': 'Votre rôle ne donne pas accès à cette section',
  'answer.auth.too_many_sign_ins': 'Trop de tentatives de connexion. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'answer.passkey.expired': 'Cette demande de clé d’accès a expiré. Veuillez réessayer.',
  'answer.passkey.not_verified': 'Cette clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.',
} satisfies FirstCatalogue;
