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

  // The server's answers by code (src/api/contract/answer-codes.ts): signed-out screens' here,
  // the rest in the second part. en-US says what the server's `message` says.
  'answer.auth.signed_in': 'Connecté',
  'answer.auth.signed_out': 'Déconnecté',
  'answer.auth.session_ended': 'Votre session a pris fin. Veuillez vous reconnecter.',
  'answer.auth.invalid_credentials': 'E-mail ou mot de passe incorrect',
  'answer.auth.account_deactivated': 'Votre compte est désactivé. Contactez un administrateur.',
  'answer.auth.module_required': 'Votre rôle ne donne pas accès à cette section',
  'answer.auth.too_many_sign_ins': 'Trop de tentatives de connexion. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'answer.account.too_many_attempts': 'Trop de tentatives. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'answer.account.otp_sent': 'Si cet e-mail correspond à un compte, un OTP y a été envoyé.',
  'answer.account.otp_verified': 'OTP vérifié',
  'answer.account.password_reset': 'Votre mot de passe a été réinitialisé. Veuillez vous connecter.',
  'answer.account.otp_not_valid': 'Cet OTP n’est pas valide. Veuillez en demander un nouveau.',
  'answer.account.otp_expired': 'Cet OTP a expiré. Veuillez en demander un nouveau.',
  'answer.account.otp_used': 'Cet OTP a déjà été utilisé. Veuillez en demander un nouveau.',
  'answer.account.otp_dead': 'Trop de tentatives erronées : cet OTP ne fonctionne plus. Veuillez en demander un nouveau.',
  'answer.account.otp_wrong': 'OTP incorrect. {left, plural, one {# tentative restante} other {# tentatives restantes}}.',
  'answer.account.otp_wrong_last': 'OTP incorrect. Plus aucune tentative : veuillez demander un nouvel OTP.',
  'answer.account.link_not_valid': 'Ce lien n’est pas valide. Veuillez en demander un nouveau à un administrateur.',
  'answer.account.link_expired': 'Ce lien a expiré. Veuillez en demander un nouveau à un administrateur.',
  'answer.account.link_used': 'Ce lien a déjà été utilisé. Connectez-vous avec votre mot de passe ou utilisez Mot de passe oublié.',
  'answer.account.password_set': 'Votre mot de passe a été défini. Veuillez vous connecter.',
  'answer.account.current_password_wrong': 'Le mot de passe actuel est incorrect',
  'answer.account.password_changed_meanwhile': 'Votre mot de passe a été modifié entre-temps. Veuillez vous reconnecter.',
  'answer.account.password_changed': 'Votre mot de passe a été modifié. Veuillez vous reconnecter.',
  'answer.account.too_many_password_checks': 'Trop de mots de passe actuels erronés. Réessayez plus tard.',
  'answer.account.profile_updated': 'Profil mis à jour',
} satisfies FirstCatalogue;
