/**
 * Kinyarwanda texts of `providers/panelMessages.ts` (issue #16 Locale), in the chunk `loadLanguage('rw')`
 * fetches when Kinyarwanda is chosen. Machine-made: for review by a fluent speaker.
 */
import type { Translation } from '../shared/messages';
import type { en } from './panelMessages';

// REVIEW: machine-made (REVIEW_LANGUAGES)
export const rw = {
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
  'service_Engine Repair': 'Gusana moteri',
  'service_Brake Service': 'Gusana feri',
  'service_Oil Change': 'Guhindura amavuta',
  'service_Performance Tuning': "Kongera ubushobozi bw'imodoka",
  service_Restoration: 'Gusubiza imodoka uko yari imeze',
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
