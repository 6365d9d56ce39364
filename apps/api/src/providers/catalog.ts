/**
 * Service catalogue of garages and carwashes: base prices (RWF) and durations (minutes) used by the seed,
 * and the spec §9 fallback services when a provider lists none. The tables are data: `catalog.json`.
 */
import {
  DEFAULT_BOOKING_SERVICES,
  DEFAULT_CARWASH_SERVICES,
  type ProviderService,
  type ProviderType,
} from '@gari/contract/providers';
import catalog from './catalog.json' with { type: 'json' };

/** A catalogue entry: base price from (RWF, mid-range) and how long the job takes (minutes). */
export interface CatalogService {
  price: number;
  duration: number;
}

/** Garage services at a mid-range ('$$') garage in Kigali. */
export const GARAGE_CATALOG: Record<string, CatalogService> = catalog.garage;

/** Carwash services (the spec §9 default list) at a mid-range carwash. */
export const CARWASH_CATALOG: Record<string, CatalogService> = catalog.carwash;

/** The spec §9 default booking services (garages without a list). */
const DEFAULT_BOOKING_CATALOG: Record<string, CatalogService> = catalog.defaultBooking;

/** Price factor of a pricing label ('$' budget, '$$' mid-range, '$$$' premium). */
export const PRICE_FACTOR: Record<string, number> = { $: 0.8, $$: 1, $$$: 1.4 };

/** A catalogue price scaled by the pricing label, rounded to 500 RWF. */
export const scaledPrice = (base: number, pricing: string): number =>
  Math.max(500, Math.round((base * (PRICE_FACTOR[pricing] ?? 1)) / 500) * 500);

/**
 * The services a provider with no list of its own offers (spec §9): the default carwash services, or
 * the default booking services for a garage, at catalogue prices (RWF).
 */
export function fallbackServices(type: ProviderType): ProviderService[] {
  const names: readonly string[] = type === 'carwash' ? DEFAULT_CARWASH_SERVICES : DEFAULT_BOOKING_SERVICES;
  const catalog = type === 'carwash' ? CARWASH_CATALOG : DEFAULT_BOOKING_CATALOG;
  return names.map((name) => ({
    name,
    price_from: catalog[name]?.price ?? 0,
    currency: 'RWF',
    duration_min: catalog[name]?.duration ?? 60,
  }));
}
