/**
 * Fuel economy from refuels (issue #13 "Fuel economy"), the full-to-full method LubeLogger and Fuelly
 * use: economy is known only between two full fills with odometer readings. The distance is the
 * odometer difference; the fuel is every litre put in after the first full fill up to and including
 * the second (partial fills in between count, since that fuel was burnt on the way). A fill without an
 * odometer reading is counted in the litres but cannot close a segment; a full fill without a reading
 * ends the chain (the next segment starts at the next full fill with a reading).
 */

/** One refuel as the rule needs it: date (YYYY-MM-DD), litres, odometer (km, null unknown), full tank. */
export interface EconomyFill {
  date: string;
  liters: number;
  odometer_km: number | null;
  full_tank: boolean;
}

/** One computed segment, ending at a full fill. */
export interface EconomyPoint {
  /** Date of the full fill that closes the segment (YYYY-MM-DD). */
  date: string;
  /** Odometer at that fill, km. */
  odometer_km: number;
  /** km driven since the previous full fill. */
  distance_km: number;
  /** Litres bought after the previous full fill, up to and including this one. */
  liters: number;
  /** km per litre, 2 decimals. */
  km_per_liter: number;
  /** Litres per 100 km, 2 decimals. */
  l_per_100km: number;
}

/** Economy of a car: its segments (oldest first) and the overall average. */
export interface FuelEconomy {
  points: EconomyPoint[];
  /** Total km over total litres of all segments (a weighted average, not a mean of ratios); null without a segment. */
  average_km_per_liter: number | null;
  /** 100 × total litres / total km; null without a segment. */
  average_l_per_100km: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Economy from a car's refuels in any order (sorted here by date, then odometer, then input order).
 * Segments whose distance is not positive (a reading lower than the previous one) are skipped and
 * restart the chain.
 */
export function fuelEconomy(fills: readonly EconomyFill[]): FuelEconomy {
  const sorted = fills
    .map((fill, index) => ({ fill, index }))
    .sort(
      (a, b) =>
        a.fill.date.localeCompare(b.fill.date) ||
        (a.fill.odometer_km ?? Number.POSITIVE_INFINITY) - (b.fill.odometer_km ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map((x) => x.fill);
  const points: EconomyPoint[] = [];
  let start: number | null = null; // odometer of the last full fill with a reading
  let liters = 0; // litres since that fill
  let totalKm = 0;
  let totalLiters = 0;
  for (const fill of sorted) {
    if (start === null) {
      if (fill.full_tank && fill.odometer_km !== null) start = fill.odometer_km;
      continue;
    }
    liters += fill.liters;
    if (!fill.full_tank) continue;
    if (fill.odometer_km === null) {
      start = null; // the chain is broken: wait for the next full fill with a reading
      liters = 0;
      continue;
    }
    const distance = fill.odometer_km - start;
    if (distance > 0 && liters > 0) {
      totalKm += distance;
      totalLiters += liters;
      points.push({
        date: fill.date,
        odometer_km: fill.odometer_km,
        distance_km: distance,
        liters: round2(liters),
        km_per_liter: round2(distance / liters),
        l_per_100km: round2((100 * liters) / distance),
      });
    }
    start = fill.odometer_km;
    liters = 0;
  }
  const known = totalKm > 0 && totalLiters > 0;
  return {
    points,
    average_km_per_liter: known ? round2(totalKm / totalLiters) : null,
    average_l_per_100km: known ? round2((100 * totalLiters) / totalKm) : null,
  };
}
