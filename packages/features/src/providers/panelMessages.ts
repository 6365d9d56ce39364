/**
 * Texts of the garage and carwash Advanced Filters panel and sort (spec §2 Advanced Filters panel, §5
 * filter inputs, §9 enumerations; issue #16 "every UI string from the catalogs"): rating, distance,
 * availability, certification, city and service, and the sort choices. The parts every panel shares
 * (price range, Reset / Apply Filters, the dialog) are in `filterMessages.ts`. English and French;
 * Kinyarwanda and Kiswahili are machine-made, to be reviewed. The `avail_` and `cert_` keys are the §9 values
 * (`AVAILABILITIES`, `CERTIFICATIONS`) as shown; the values sent to the server stay English.
 */
import { type CatalogText, createTranslator, type Translation } from '../shared/messages';

const en = {
  minRating: 'Min rating',
  anyRating: 'Any rating',
  distance: 'Distance',
  distanceDisabled: 'Allow location access in your browser to filter by distance.',
  availability: 'Availability',
  certification: 'Certification',
  city: 'City',
  allCities: 'All Cities',
  service: 'Service',
  allServices: 'All Services',
  sort_rating: 'Highest Rated',
  sort_reviews: 'Most Reviews',
  sort_name: 'Name A-Z',
  sort_fastest: 'Fastest Service',
  sort_closest: 'Closest',
  sort_price_low: 'Lowest Price',
  'avail_Same Day': 'Same Day',
  'avail_Next Day': 'Next Day',
  'avail_Within Week': 'Within Week',
  avail_Flexible: 'Flexible',
  'cert_ASE Certified': 'ASE Certified',
  'cert_Manufacturer Certified': 'Manufacturer Certified',
  'cert_AAA Approved': 'AAA Approved',
  'cert_BBB Accredited': 'BBB Accredited',
} satisfies Record<string, CatalogText>;

const fr = {
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

// REVIEW: machine-made (REVIEW_LANGUAGES)
const rw = {
  minRating: 'Amanota make',
  anyRating: 'Amanota yose',
  distance: 'Intera',
  distanceDisabled: 'Emerera mushakisha yawe kumenya aho uri kugira ngo uyungurure ukurikije intera.',
  availability: 'Igihe uboneka',
  certification: 'Icyemezo',
  city: 'Umujyi',
  allCities: 'Imijyi yose',
  service: 'Serivisi',
  allServices: 'Serivisi zose',
  sort_rating: 'Amanota menshi',
  sort_reviews: 'Ibitekerezo byinshi',
  sort_name: 'Izina A-Z',
  sort_fastest: 'Serivisi yihuta',
  sort_closest: 'Hafi cyane',
  sort_price_low: 'Igiciro gito',
  'avail_Same Day': 'Uwo munsi',
  'avail_Next Day': 'Bukeye',
  'avail_Within Week': 'Muri iki cyumweru',
  avail_Flexible: 'Igihe icyo ari cyo cyose',
  'cert_ASE Certified': 'Byemejwe na ASE',
  'cert_Manufacturer Certified': 'Byemejwe n’uruganda',
  'cert_AAA Approved': 'Byemewe na AAA',
  'cert_BBB Accredited': 'Byemewe na BBB',
} satisfies Translation<typeof en>;

// REVIEW: machine-made (REVIEW_LANGUAGES)
const sw = {
  minRating: 'Ukadiriaji wa chini',
  anyRating: 'Ukadiriaji wowote',
  distance: 'Umbali',
  distanceDisabled: 'Ruhusu kivinjari chako kujua mahali ulipo ili kuchuja kwa umbali.',
  availability: 'Upatikanaji',
  certification: 'Cheti',
  city: 'Jiji',
  allCities: 'Miji yote',
  service: 'Huduma',
  allServices: 'Huduma zote',
  sort_rating: 'Zilizokadiriwa juu',
  sort_reviews: 'Maoni mengi',
  sort_name: 'Jina A-Z',
  sort_fastest: 'Huduma ya haraka',
  sort_closest: 'Zilizo karibu',
  sort_price_low: 'Bei ya chini',
  'avail_Same Day': 'Siku hiyo hiyo',
  'avail_Next Day': 'Siku inayofuata',
  'avail_Within Week': 'Ndani ya wiki',
  avail_Flexible: 'Wakati wowote',
  'cert_ASE Certified': 'Imethibitishwa na ASE',
  'cert_Manufacturer Certified': 'Imethibitishwa na mtengenezaji',
  'cert_AAA Approved': 'Imeidhinishwa na AAA',
  'cert_BBB Accredited': 'Imeidhinishwa na BBB',
} satisfies Translation<typeof en>;

/** The garage and carwash panel's translator (English: tests and stories); views read it with `useT(panelT)`. */
export const panelT = createTranslator({ en, fr, rw, sw });
