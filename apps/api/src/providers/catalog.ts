/**
 * Service catalogue of garages and carwashes: base prices (RWF) and durations (minutes) used by the seed,
 * and the spec §9 fallback services when a provider lists none.
 */
import {
  DEFAULT_BOOKING_SERVICES,
  DEFAULT_CARWASH_SERVICES,
  type ProviderService,
  type ProviderType,
} from '@gari/contract/providers';

/** A catalogue entry: base price from (RWF, mid-range) and how long the job takes (minutes). */
export interface CatalogService {
  price: number;
  duration: number;
}

/** Garage services at a mid-range ('$$') garage in Kigali. */
export const GARAGE_CATALOG: Record<string, CatalogService> = {
  'Engine Repair': { price: 85_000, duration: 240 },
  'Brake Service': { price: 35_000, duration: 90 },
  'Oil Change': { price: 25_000, duration: 45 },
  'Performance Tuning': { price: 120_000, duration: 180 },
  Restoration: { price: 450_000, duration: 480 },
  Diagnostics: { price: 15_000, duration: 60 },
  'Tyres & Alignment': { price: 20_000, duration: 60 },
  'AC Service': { price: 40_000, duration: 90 },
  'Suspension Repair': { price: 60_000, duration: 150 },
  'Clutch & Gearbox': { price: 90_000, duration: 240 },
  'Auto Electrical': { price: 30_000, duration: 90 },
  'Body & Paint': { price: 150_000, duration: 480 },
  'Battery Replacement': { price: 12_000, duration: 30 },
};

/** Carwash services (the spec §9 default list) at a mid-range carwash. */
export const CARWASH_CATALOG: Record<string, CatalogService> = {
  'Full Car Wash': { price: 5_000, duration: 45 },
  'Engine Wash': { price: 4_000, duration: 30 },
  'Full + Engine (Both)': { price: 8_000, duration: 60 },
  'Interior Vacuum': { price: 3_000, duration: 20 },
  'Underbody Wash': { price: 4_000, duration: 30 },
  'Wax/Polish': { price: 15_000, duration: 60 },
  'Tire Shine': { price: 2_000, duration: 15 },
  'Quick Wash': { price: 3_000, duration: 20 },
};

/** The spec §9 default booking services (garages without a list). */
const DEFAULT_BOOKING_CATALOG: Record<string, CatalogService> = {
  Consultation: { price: 10_000, duration: 30 },
  'Exterior Wash': { price: 5_000, duration: 30 },
  'Interior Clean': { price: 8_000, duration: 45 },
  'Full Detail': { price: 30_000, duration: 120 },
};

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
