/** The screen texts of the app users (`users.*`) in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.user': 'Utilisateurs',
  'users.title': 'Utilisateurs',
  'users.description': 'Les personnes qui utilisent l’application pour suivre des cours.',
  'users.count': '{count, plural, one {# utilisateur} other {# utilisateurs}}',
  'users.add': 'Ajouter un utilisateur',
  'users.search': 'Rechercher des utilisateurs',
  'users.empty': 'Aucun utilisateur pour l’instant',
  'users.deleteTitle': 'Supprimer l’utilisateur ?',
  'users.viewTitle': 'Détails de l’utilisateur',
  'users.addTitle': 'Ajouter un utilisateur',
  'users.editTitle': 'Modifier l’utilisateur',
  'users.addDescription': 'Créez un compte dans l’application avec un mot de passe pour que l’utilisateur puisse se connecter.',
  'users.editDescription': 'Modifiez le nom, l’e-mail ou la photo de cet utilisateur.',
  'users.sendMail': 'Envoyer l’e-mail',
  // The server's answers by code (user-contract.ts's userAnswers)
  'answer.user.list': 'Liste des utilisateurs',
  'answer.user.details': 'Détails de l’utilisateur',
  'answer.user.added': 'Utilisateur ajouté',
  'answer.user.updated': 'Utilisateur mis à jour',
  'answer.user.activated': 'Utilisateur activé',
  'answer.user.deactivated': 'Utilisateur désactivé',
  'answer.user.deleted': 'Utilisateur supprimé',
  'answer.user.not_found': 'Utilisateur introuvable',
  'answer.user.activation_sent': 'Code d’activation envoyé à {email}',
  'answer.user.activation_mail_failed': 'L’e-mail contenant le code d’activation n’a pas pu être envoyé. Veuillez réessayer.',
};
