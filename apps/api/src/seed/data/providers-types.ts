/**
 * Shape of the seeded garages and carwashes (issue #3 Seed). Business names are invented but plausible;
 * streets follow Kigali's KN (Nyarugenge) / KG (Gasabo) / KK (Kicukiro) naming; coordinates lie in the
 * named neighbourhood; prices come from the service catalogue scaled by the pricing label (RWF).
 */

/** Weekly hours presets (local time): see `HOURS_PRESETS` in `seed/providers.ts`. */
export type HoursPreset = 'workshop' | 'workshop_sunday' | 'long' | 'wash' | 'wash_short' | 'default';

/** One seeded provider. */
export interface SeedProvider {
  slug: string;
  name: string;
  city: string;
  /** ISO country code (RW, KE, UG, TZ). */
  country: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  description: string;
  hours: HoursPreset;
  /** Service names from the catalogue, in display order. */
  services: string[];
  certifications: string[];
  availability: 'Same Day' | 'Next Day' | 'Within Week' | 'Flexible';
  pricing: '$' | '$$' | '$$$';
  wait: string;
  rating: number;
  reviews: number;
  brands: string[];
  /** Bookings per slot (default 2 for garages, 3 for carwashes). */
  capacity?: number;
  /** IANA zone (default Africa/Kigali). */
  timezone?: string;
}
