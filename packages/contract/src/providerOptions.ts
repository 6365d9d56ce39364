/**
 * The plain option lists of garages and carwashes (spec §5 filter inputs, §9 enumerations), free of
 * zod so that views can import them without the schemas. `./providers` re-exports them and builds
 * its enums from them.
 */

/** The two kinds of bookable provider: what `/garages`, `/carwashes`, `/providers/{type}` and bookings take. */
export const PROVIDER_TYPES = ['garage', 'carwash'] as const;

/**
 * Every kind of provider row: the bookable ones plus gas stations (issue #11). A gas station is a
 * provider row of type `gas_station`, so it reuses what providers already have — coordinates, time zone,
 * opening hours and open-now, phone, services with `price_from`, staff and the partner console, the
 * widget key and allowed origins — and gains only its own tables (fuel prices, price reports, history,
 * products with variants, regulated ceilings). It is kept out of {@link PROVIDER_TYPES} because it is
 * not bookable: the garage and carwash lists, provider pages, slots and bookings filter by type and
 * never show or book a station.
 */
export const PROVIDER_KINDS = [...PROVIDER_TYPES, 'gas_station'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** Time zone of a provider that says nothing else (issue #3). */
export const DEFAULT_TIMEZONE = 'Africa/Kigali';

/** Availability filter values (spec §9). */
export const AVAILABILITIES = ['Same Day', 'Next Day', 'Within Week', 'Flexible'] as const;

/** Certification filter values (spec §9: four). A provider must hold every selected one. */
export const CERTIFICATIONS = [
  'ASE Certified',
  'Manufacturer Certified',
  'AAA Approved',
  'BBB Accredited',
] as const;

/** Garage wait times in "fastest service" order (spec §9); any other value sorts last. */
export const WAIT_TIMES = [
  'Same day',
  '2-3 days',
  '3-5 days',
  '1-2 weeks',
  '1-3 weeks',
  '3-6 months',
] as const;
export type WaitTime = (typeof WAIT_TIMES)[number];

/** Pricing labels of a card, cheapest first. */
export const PRICING_LABELS = ['$', '$$', '$$$'] as const;
export type PricingLabel = (typeof PRICING_LABELS)[number];

/** Garage service select of the maintenance page (spec §2 Garages). */
export const GARAGE_SERVICE_FILTERS = [
  'Engine Repair',
  'Brake Service',
  'Oil Change',
  'Performance Tuning',
  'Restoration',
] as const;

/** Carwash services used when a carwash lists none (spec §9). */
export const DEFAULT_CARWASH_SERVICES = [
  'Full Car Wash',
  'Engine Wash',
  'Full + Engine (Both)',
  'Interior Vacuum',
  'Underbody Wash',
  'Wax/Polish',
  'Tire Shine',
  'Quick Wash',
] as const;

/** Booking services used when a garage lists none (spec §9). */
export const DEFAULT_BOOKING_SERVICES = [
  'Consultation',
  'Exterior Wash',
  'Interior Clean',
  'Full Detail',
] as const;

/** Min rating options (spec §9). */
export const MIN_RATING_OPTIONS = [4.5, 4.0, 3.5] as const;

/** Distance slider of garages and carwashes (spec §5, §9): 5-100 km step 5, default 25. */
export const DISTANCE_SLIDER = { min: 5, max: 100, step: 5, default: 25 } as const;
