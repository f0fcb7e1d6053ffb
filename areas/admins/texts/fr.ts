/** The screen texts of the admins (`admins.*`) in French (fr): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.admin': 'Administrateurs',
  'admins.title': 'Administrateurs',
  'admins.description': 'Les personnes qui gèrent cette administration, et leurs rôles.',
  'admins.count': '{count, plural, one {# administrateur} other {# administrateurs}}',
  'admins.add': 'Ajouter un administrateur',
  'admins.search': 'Rechercher des administrateurs',
  'admins.empty': 'Aucun administrateur pour l’instant',
  'admins.deleteTitle': 'Supprimer l’administrateur ?',
  'admins.locked.self': 'Vous ne pouvez pas désactiver ni supprimer votre propre compte',
  'admins.locked.superAdmin': 'Le super administrateur ne peut être ni désactivé ni supprimé',
  'admins.viewTitle': 'Détails de l’administrateur',
  'admins.endSessions': 'Fermer toutes les sessions',
  'admins.endSessionsConfirm': 'Déconnecter {name} de tous ses navigateurs ? Sa prochaine action demandera une connexion.',
  'admins.endSessionsEnding': 'Fermeture des sessions…',
  'admins.endSessionsKeep': 'Garder connecté',
  'admins.addTitle': 'Ajouter un administrateur',
  'admins.editTitle': 'Modifier l’administrateur',
  'admins.addDescription': 'Le nouvel administrateur reçoit un e-mail avec un lien pour définir son mot de passe.',
  'admins.editDescription': 'Modifiez le nom, le rôle ou la photo de cet administrateur.',
  'admins.emailHint': 'Le lien pour définir le mot de passe est envoyé à cette adresse.',
  'admins.rolePlaceholder': 'Choisissez un rôle',
};
