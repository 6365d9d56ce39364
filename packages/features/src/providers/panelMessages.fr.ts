/**
 * French texts of `providers/panelMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('fr')`
 * fetches when French is chosen.
 */
import type { Translation } from '../shared/messages';
import type { en } from './panelMessages';

export const fr = {
  minRating: 'Note minimale',
  anyRating: 'Toutes les notes',
  distance: 'Distance',
  distanceDisabled: "Autorisez l'accès à la position dans votre navigateur pour filtrer par distance.",
  availability: 'Disponibilité',
  certification: 'Certification',
  city: 'Ville',
  allCities: 'Toutes les villes',
  service: 'Service',
  allServices: 'Tous les services',
  'service_Engine Repair': 'Réparation moteur',
  'service_Brake Service': 'Entretien des freins',
  'service_Oil Change': 'Vidange',
  'service_Performance Tuning': 'Optimisation des performances',
  service_Restoration: 'Restauration',
  sort_rating: 'Mieux notés',
  sort_reviews: "Plus d'avis",
  sort_name: 'Nom A-Z',
  sort_fastest: 'Service le plus rapide',
  sort_closest: 'Plus proches',
  sort_price_low: 'Prix le plus bas',
  'avail_Same Day': 'Le jour même',
  'avail_Next Day': 'Le lendemain',
  'avail_Within Week': 'Dans la semaine',
  avail_Flexible: 'Flexible',
  'cert_ASE Certified': 'Certifié ASE',
  'cert_Manufacturer Certified': 'Certifié constructeur',
  'cert_AAA Approved': 'Agréé AAA',
  'cert_BBB Accredited': 'Accrédité BBB',
} satisfies Translation<typeof en>;
