/**
 * French texts of `home/messages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './messages';

export const fr = {
  heroTitle: 'Tout ce dont votre voiture a besoin, au même endroit',
  heroText:
    'Gari rassemble les automobilistes de toute l’Afrique : suivez vos voitures, trouvez garages, stations de lavage et prix du carburant, achetez des pièces détachées et roulez avec votre convoi.',
  myCars: 'Mes voitures',
  findGarage: 'Trouver un garage',
  spareshopTitle: 'Spareshop : la bonne pièce, du premier coup',
  spareshopText:
    'Cherchez pièces détachées et véhicules par numéro OEM, marque ou mot-clé, avec la compatibilité pour les voitures que vous conduisez.',
  visitSpareshop: 'Visiter le Spareshop',
  statsTitle: 'Gari en chiffres',
  statsFailed: 'Impossible de charger les statistiques.',
  statMembers: 'Membres actifs',
  statVehicles: 'Véhicules enregistrés',
  statConvoys: 'Convois',
  statParts: 'Pièces disponibles',
  featuresTitle: 'Ce que vous pouvez faire avec Gari',
  convoyTitle: 'Convoi',
  convoyText:
    'Rejoignez les communautés de votre marque, modèle, carburant et boîte de vitesses. Partagez publications, conseils et road trips.',
  convoyCta: 'Explorer les convois',
  garageTitle: 'Garage',
  garageText:
    'Trouvez des garages de confiance près de chez vous, comparez les services et réservez un créneau.',
  garageCta: 'Trouver un garage',
  carwashTitle: 'Lavage auto',
  carwashText: 'Réservez un lavage à proximité, du rinçage rapide au nettoyage complet.',
  carwashCta: 'Réserver un lavage',
  gasTitle: 'Station-service',
  gasText: 'Prix du carburant, produits et services des stations autour de vous.',
  gasCta: 'Voir les prix du carburant',
  vehiclesTitle: 'Mes véhicules',
  vehiclesText:
    'Suivez jusqu’à 5 voitures avec leurs pleins, leurs dépenses et un graphique des dépenses sur 12 mois.',
  vehiclesCta: 'Ouvrir Mes voitures',
  aiTitle: 'Mécanicien IA',
  aiText:
    'Décrivez un symptôme et obtenez des questions, les causes probables et la marche à suivre pour votre voiture.',
  aiCta: 'Demander au mécanicien IA',
  joinTitle: 'Rejoignez la communauté Gari',
  joinText:
    'Créez un compte gratuit pour ajouter vos voitures, rejoindre des convois et réserver des services.',
  createAccount: 'Créer un compte',
  signIn: 'Se connecter',
  teamTitle: 'Notre équipe',
  roleCeo: 'Directeur général',
  roleInvestors: 'Investisseurs et conseillers',
  roleOperations: 'Responsable des opérations',
  toBeAnnounced: 'À annoncer',
  countryManagers: 'Responsables pays',
  country: 'Pays',
  noManagers: 'Aucun responsable pour ce pays pour l’instant.',
  managersOf: (v: { country: string }) => `Responsables pays, ${v.country}`,
  managerOf: (v: { country: string }) => `Responsable pays, ${v.country}`,
  rated: (v: { n: number }) => `Noté ${v.n} sur 5`,
  communityMember: 'Membre de la communauté',
  testimonialsTitle: 'Ce que disent nos membres',
  testimonialsLoading: 'Chargement des témoignages…',
  noTestimonials: 'Aucun témoignage disponible.',
  testimonials: 'Témoignages',
  prev: 'Précédent',
  next: 'Suivant',
  pageOf: (v: { page: number; last: number; total: number }) =>
    `Page ${v.page} sur ${v.last} • ${v.total} au total`,
  cheapestIn: (v: { city: string }) => `Carburant le moins cher à ${v.city} aujourd’hui`,
  cheapestToday: 'Carburant le moins cher aujourd’hui',
  cheapestPricesIn: (v: { city: string }) => `Prix du carburant les plus bas à ${v.city}`,
  compareIn: (v: { city: string }) => `Comparer les stations à ${v.city}`,
} satisfies Translation<typeof en>;
