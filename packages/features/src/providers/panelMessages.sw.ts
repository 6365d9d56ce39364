/**
 * Kiswahili texts of `providers/panelMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('sw')`
 * fetches when Kiswahili is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './panelMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const sw = {
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
  'service_Engine Repair': 'Ukarabati wa injini',
  'service_Brake Service': 'Huduma ya breki',
  'service_Oil Change': 'Kubadilisha oili',
  'service_Performance Tuning': 'Kuboresha utendaji',
  service_Restoration: 'Urejeshaji',
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
