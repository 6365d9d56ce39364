/**
 * French texts of `members/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  followFailed: "Impossible de suivre l'utilisateur",
  unfollowFailed: "Impossible de ne plus suivre l'utilisateur",
  successTitle: 'Succès',
  errorTitle: 'Erreur',
  follow: 'SUIVRE',
  unfollow: 'NE PLUS SUIVRE',
  followLabel: (v) => `Suivre ${v.name}`,
  unfollowLabel: (v) => `Ne plus suivre ${v.name}`,
  signInTitle: 'Connectez-vous pour suivre des membres',
  signInText: (v) => `Connectez-vous pour suivre ${v.name} et voir ses publications dans votre fil.`,
  signIn: 'Se connecter',
  notNow: 'Pas maintenant',
  loading: 'Chargement du membre…',
  notFound: 'Utilisateur introuvable',
  notFoundText:
    "Aucun membre n'a ce nom d'utilisateur. Vérifiez le lien, ou trouvez des membres dans les convois.",
  backToConvoys: 'Parcourir les convois',
  failed: 'Échec du chargement',
  tryAgain: 'Réessayer',
  handle: (v) => `@${v.username}`,
  joined: (v) => `Membre depuis ${v.date}`,
  statsLabel: 'Statistiques',
  cars: (v) => (v.count === 1 ? 'voiture' : 'voitures'),
  followers: (v) => (v.count === 1 ? 'abonné' : 'abonnés'),
  following: 'abonnements',
  posts: (v) => (v.count === 1 ? 'publication' : 'publications'),
  carCollection: 'Collection de voitures',
  noCars: 'Aucune voiture dans la collection pour le moment.',
  ownNoCars: 'Ajoutez votre voiture pour la montrer sur votre profil.',
  addCar: 'Ajouter un véhicule',
  convoys: 'Convois',
  recentPosts: 'Publications récentes',
  noPosts: 'Aucune publication pour le moment.',
  inConvoy: (v) => `dans ${v.convoy}`,
  likes: (v) => (v.count === 1 ? "1 j'aime" : `${v.count} j'aime`),
  comments: (v) => (v.count === 1 ? '1 commentaire' : `${v.count} commentaires`),
  ownProfile: "C'est votre profil.",
  photo: (v) => `Photo de ${v.name}`,
} satisfies Translation<typeof en>;
