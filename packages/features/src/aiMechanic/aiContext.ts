import type { AiContextInput } from '@gari/contract/ai';
import type { Vehicle, VehicleSummary } from '@gari/contract/vehicles';

/** Spec §7: `primary_use` when the vehicle has none. */
export const DEFAULT_PRIMARY_USE = 'daily_commute';
/** Spec §1, §7: the default country. */
export const DEFAULT_AI_COUNTRY = 'RW';

const text = (v: string | null | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

/**
 * The §7 AI context fields of a vehicle: year, make, model, variant, engine type and size, fuel type,
 * transmission, drivetrain, mileage and its unit (default km), the last refuel's date and location
 * (station name when no location), total refuels, total distance (km), country (default RW), primary
 * use (default 'daily_commute') and the diagnosis date.
 *
 * @param vehicle GET /vehicles/{id}
 * @param summary GET /vehicles/{id}/summary, when loaded
 * @param today the diagnosis date, 'YYYY-MM-DD'
 * @param country ISO code of the member's country. @default 'RW'
 */
export function buildAiContext(
  vehicle: Vehicle,
  summary: VehicleSummary | null | undefined,
  today: string,
  country: string = DEFAULT_AI_COUNTRY,
): AiContextInput {
  const last = summary?.last_refuel ?? null;
  return {
    year: vehicle.year,
    make: text(vehicle.make),
    model: text(vehicle.model),
    variant: text(vehicle.variant),
    engine_type: text(vehicle.engine?.type),
    engine_size: text(vehicle.engine?.size),
    fuel_type: text(vehicle.fuel_type),
    transmission: text(vehicle.transmission),
    drivetrain: text(vehicle.drivetrain),
    mileage: vehicle.mileage,
    mileage_unit: text(vehicle.mileage_unit) ?? 'km',
    last_refuel: last ? { date: last.date, location: text(last.location) ?? text(last.station_name) } : null,
    total_refuels: summary ? summary.stats.total_refuels : null,
    total_distance: summary ? summary.stats.total_distance : null,
    country: text(country)?.toUpperCase().slice(0, 2) ?? DEFAULT_AI_COUNTRY,
    primary_use: text(vehicle.primary_use) ?? DEFAULT_PRIMARY_USE,
    diagnosis_date: today,
  };
}
