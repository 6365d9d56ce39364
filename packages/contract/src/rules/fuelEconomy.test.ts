import { describe, expect, it } from 'vitest';
import { type EconomyFill, fuelEconomy } from './fuelEconomy';

const fill = (date: string, liters: number, odometer_km: number | null, full_tank = true): EconomyFill => ({
  date,
  liters,
  odometer_km,
  full_tank,
});

describe('fuel economy (full-to-full, issue #13 Done when 2)', () => {
  it('matches the worked example with partial fills', () => {
    // 1 Mar  full    10,000 km  40 L  → the chain starts; the 40 L were burnt before it.
    // 8 Mar  partial 10,300 km  20 L  → counted in the next segment, closes nothing.
    // 15 Mar full    10,600 km  25 L  → 600 km / (20 + 25) L = 13.33 km/L; 100 × 45 / 600 = 7.5 L/100 km.
    // 22 Mar full    11,000 km  32 L  → 400 km / 32 L = 12.5 km/L;         100 × 32 / 400 = 8 L/100 km.
    // Average: (600 + 400) km / (45 + 32) L = 1000 / 77 = 12.99 km/L; 100 × 77 / 1000 = 7.7 L/100 km.
    const economy = fuelEconomy([
      fill('2026-03-22', 32, 11_000),
      fill('2026-03-01', 40, 10_000),
      fill('2026-03-15', 25, 10_600),
      fill('2026-03-08', 20, 10_300, false),
    ]);
    expect(economy.points).toEqual([
      {
        date: '2026-03-15',
        odometer_km: 10_600,
        distance_km: 600,
        liters: 45,
        km_per_liter: 13.33,
        l_per_100km: 7.5,
      },
      {
        date: '2026-03-22',
        odometer_km: 11_000,
        distance_km: 400,
        liters: 32,
        km_per_liter: 12.5,
        l_per_100km: 8,
      },
    ]);
    expect(economy.average_km_per_liter).toBe(12.99);
    expect(economy.average_l_per_100km).toBe(7.7);
  });

  it('knows nothing before two full fills with readings', () => {
    expect(fuelEconomy([])).toEqual({ points: [], average_km_per_liter: null, average_l_per_100km: null });
    expect(fuelEconomy([fill('2026-03-01', 40, 10_000)]).points).toEqual([]);
    expect(
      fuelEconomy([fill('2026-03-01', 40, 10_000, false), fill('2026-03-09', 30, 10_400)]).points,
    ).toEqual([]);
  });

  it('counts the litres of a fill without a reading, and a full fill without one breaks the chain', () => {
    // 400 km on 10 + 20 L: the middle fill has no reading but its fuel was burnt in the segment.
    const counted = fuelEconomy([
      fill('2026-03-01', 40, 10_000),
      fill('2026-03-05', 10, null, false),
      fill('2026-03-09', 20, 10_400),
    ]);
    expect(counted.points.map((p) => [p.liters, p.km_per_liter])).toEqual([[30, 13.33]]);
    // A full fill without a reading: no segment closes on it, and the next one starts after the
    // next full fill with a reading.
    const broken = fuelEconomy([
      fill('2026-03-01', 40, 10_000),
      fill('2026-03-05', 30, null),
      fill('2026-03-09', 20, 10_700),
      fill('2026-03-15', 25, 11_000),
    ]);
    expect(broken.points.map((p) => [p.date, p.distance_km, p.liters])).toEqual([['2026-03-15', 300, 25]]);
  });

  it('skips a segment whose reading went backwards and restarts from it', () => {
    const economy = fuelEconomy([
      fill('2026-03-01', 40, 10_000),
      fill('2026-03-09', 30, 9_000), // a typo: no segment, the chain restarts at 9,000
      fill('2026-03-15', 25, 9_300),
    ]);
    expect(economy.points.map((p) => [p.distance_km, p.km_per_liter])).toEqual([[300, 12]]);
  });
});
