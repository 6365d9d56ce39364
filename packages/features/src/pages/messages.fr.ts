/**
 * French texts of `pages/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  notFound: 'Oups ! Page introuvable',
  noPageAt: "Il n'y a pas de page à l'adresse",
  returnHome: "Retour à l'accueil",
  goToCars: 'Aller à Mes voitures',
  notBuilt: (v) =>
    `${v.name} n'est pas encore disponible : cette partie arrive dans une prochaine version de Gari. Rien sur cette page n'est une fausse donnée qui ferait semblant de fonctionner.`,
  moreTitle: 'Plus',
  moreLead: 'Aide, contact et mentions légales.',
  helpTitle: "Centre d'aide",
  helpText: 'Les réponses aux questions fréquentes sur votre compte et vos voitures.',
  contactTitle: 'Nous contacter',
  contactText: "Écrivez à l'équipe Gari à Kigali.",
  privacyTitle: 'Politique de confidentialité',
  privacyText: 'Ce que nous collectons et comment nous l’utilisons.',
  termsTitle: "Conditions d'utilisation",
  termsText: "Les règles d'utilisation de Gari.",
  contactLead: 'Questions, partenariats ou avis : nous lisons chaque message.',
  name: 'Nom',
  email: 'E-mail',
  subject: 'Objet',
  message: 'Message',
  send: 'Envoyer',
  sentTitle: 'Message envoyé',
  notSentTitle: 'Message non envoyé',
  details: 'Coordonnées',
  phone: 'Téléphone',
  location: 'Adresse',
  helpLead: 'Tous les utilisateurs doivent être inscrits et connectés pour utiliser les services de Gari.',
  searchHelp: "Rechercher dans l'aide",
  searchHint: 'ex. mot de passe, véhicules',
  noResults: (v) => `Aucun résultat pour « ${v.query} ». `,
  contactUs: 'Contactez-nous',
  weWillAnswer: ' et nous vous répondrons.',
  matches: (v) => `${v.count} question(s) sur ${v.total} correspondent.`,
  faq1q: 'Ai-je besoin d’un compte pour utiliser Gari ?',
  faq1a:
    'Oui. Tous les utilisateurs doivent être inscrits et connectés pour utiliser Gari : créez un compte gratuit, vérifiez votre e-mail, puis connectez-vous.',
  faq2q: 'Combien de véhicules puis-je ajouter ?',
  faq2a: "Jusqu'à 5 véhicules par compte. Retirez-en un de Mes voitures avant d'en ajouter un autre.",
  faq3q: 'Comment suivre le carburant et les dépenses ?',
  faq3a:
    'Ouvrez une voiture dans Mes voitures et ajoutez les pleins et les dépenses ; la page de suivi montre ce mois-ci, les 12 derniers mois et votre prix moyen du carburant.',
  faq4q: "J'ai oublié mon mot de passe. Que faire ?",
  faq4a:
    'Utilisez « Mot de passe oublié ? » sur la page de connexion. Nous vous envoyons par e-mail un lien pour choisir un nouveau mot de passe d’au moins 8 caractères.',
  area_convoy: 'Convoi',
  areaText_convoy:
    'Des communautés automobiles avec publications, commentaires et j’aime, par marque, modèle, carburant et boîte.',
  area_garage: 'Garage',
  areaText_garage: 'Trouvez des garages près de chez vous, comparez les services et réservez un créneau.',
  area_carwash: 'Lavage',
  areaText_carwash: 'Trouvez des stations de lavage par note, distance et prix, et réservez un lavage.',
  area_gas: 'Stations-service',
  areaText_gas: 'Prix du carburant, produits et services des stations près de chez vous.',
  area_feeds: 'Fil d’actualité',
  areaText_feeds: 'Les publications des convois et des membres que vous suivez.',
} satisfies Translation<typeof en>;
