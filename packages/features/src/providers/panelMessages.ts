/**
 * Texts of the garage and carwash Advanced Filters panel and sort (spec §2 Advanced Filters panel, §5
 * filter inputs, §9 enumerations; issue #16 "every UI string from the catalogs"): rating, distance,
 * availability, certification, city and service, and the sort choices. The parts every panel shares
 * (price range, Reset / Apply Filters, the dialog) are in `filterMessages.ts`. English and French;
 * Kinyarwanda and Kiswahili are machine-made, to be reviewed. The `service_`, `avail_` and `cert_` keys are the §9
 * values (`GARAGE_SERVICE_FILTERS`, `AVAILABILITIES`, `CERTIFICATIONS`) as shown; the values sent to the server stay English.
 */
import { type CatalogText, createTranslator } from '../shared/messages';

export const en = {
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
  'service_Engine Repair': 'Engine Repair',
  'service_Brake Service': 'Brake Service',
  'service_Oil Change': 'Oil Change',
  'service_Performance Tuning': 'Performance Tuning',
  service_Restoration: 'Restoration',
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

/** The garage and carwash panel's translator (English: tests and stories); views read it with `useT(panelT)`. */
export const panelT = createTranslator({ en }, 'providers/panelMessages');
