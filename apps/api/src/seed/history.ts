/**
 * Realistic refuel and expense history for seeded vehicles (RWF, litres, km), generated with a fixed
 * pseudo-random sequence so every seed of the same day gives the same rows. Dates run from `days` ago
 * up to today (UTC), never in the future; the odometer only increases.
 */

/** Kigali fuel stations (brand + area) used for seeded refuels. */
export const KIGALI_STATIONS = [
  { station_name: 'SP Kimihurura', location: 'KG 7 Ave, Kimihurura, Kigali' },
  { station_name: 'Engen Nyarutarama', location: 'KG 9 Ave, Nyarutarama, Kigali' },
  { station_name: 'Kobil Kacyiru', location: 'KG 3 Ave, Kacyiru, Kigali' },
  { station_name: 'Merez Remera', location: 'KN 5 Rd, Remera, Kigali' },
  { station_name: 'SP Kicukiro Centre', location: 'KK 15 Rd, Kicukiro, Kigali' },
  { station_name: 'Engen Gisozi', location: 'KG 14 Ave, Gisozi, Kigali' },
  { station_name: 'Kobil Nyamirambo', location: 'KN 2 Ave, Nyamirambo, Kigali' },
  { station_name: 'Hass Petroleum Kimironko', location: 'KG 11 Ave, Kimironko, Kigali' },
] as const;

/** How a seeded vehicle is driven and what it costs to keep. */
export interface UsageProfile {
  /** Odometer (km) at the start of the history. */
  startOdometer: number;
  /** Days between refuels (min, max). */
  refuelEveryDays: [number, number];
  /** Amounts paid at the pump (RWF), one picked per refuel. */
  pumpAmounts: number[];
  /** Fuel economy (km per litre) used to move the odometer. */
  kmPerLitre: number;
  /** Yearly insurance premium (RWF). */
  insurance: number;
  /** Routine service cost range (RWF), every ~4 months. */
  service: [number, number];
  /** Monthly parking (RWF). */
  parking: number;
  /** Price of one wash (RWF). */
  wash: number;
  /** One-off costs: days ago, category, amount (RWF), note. */
  oneOffs: Array<{ daysAgo: number; category: string; amount: number; note: string }>;
}

/** A generated refuel (RWF, litres, km). */
export interface SeedRefuel {
  date: string;
  liters: number;
  total_cost: number;
  currency: 'RWF';
  odometer_km: number;
  station_name: string;
  location: string;
}

/** A generated expense (RWF). */
export interface SeedExpense {
  date: string;
  category: string;
  amount: number;
  currency: 'RWF';
  note: string;
}

/** mulberry32: small deterministic PRNG in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (today: Date, daysAgo: number) =>
  new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Pump price (RWF per litre) on a day: Rwanda's regulated petrol price moved between roughly 1,580 and
 * 1,820 RWF over the year; modelled as a slow wave plus a little station-to-station spread.
 */
function pumpPrice(daysAgo: number, rand: () => number): number {
  const wave = Math.sin((daysAgo / 365) * 2 * Math.PI) * 90;
  return Math.round(1_700 + wave + (rand() - 0.5) * 40);
}

/**
 * Refuels and expenses over the last `days` days (default 360) for one vehicle.
 * @returns rows oldest first, with the final odometer reading (km).
 */
export function generateHistory(
  profile: UsageProfile,
  seed: number,
  today = new Date(),
  days = 360,
): { refuels: SeedRefuel[]; expenses: SeedExpense[]; odometer: number } {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

  const refuels: SeedRefuel[] = [];
  let odometer = profile.startOdometer;
  for (let daysAgo = days; daysAgo >= 0; daysAgo -= between(...profile.refuelEveryDays)) {
    const price = pumpPrice(daysAgo, rand);
    const paid = pick(profile.pumpAmounts);
    const liters = Math.round((paid / price) * 100) / 100;
    const station = pick(KIGALI_STATIONS);
    refuels.push({
      date: day(today, daysAgo),
      liters,
      total_cost: paid,
      currency: 'RWF',
      odometer_km: odometer,
      station_name: station.station_name,
      location: station.location,
    });
    odometer += Math.round(liters * profile.kmPerLitre * (0.9 + rand() * 0.2));
  }

  const expenses: SeedExpense[] = [];
  const add = (daysAgo: number, category: string, amount: number, note: string) => {
    if (daysAgo >= 0 && daysAgo <= days)
      expenses.push({ date: day(today, daysAgo), category, amount, currency: 'RWF', note });
  };
  add(days - between(5, 20), 'insurance', profile.insurance, 'Annual comprehensive cover (SONARWA)');
  for (let daysAgo = days - between(20, 40); daysAgo >= 0; daysAgo -= between(110, 130)) {
    const cost = Math.round(between(...profile.service) / 500) * 500;
    add(
      daysAgo,
      'maintenance',
      cost,
      pick([
        'Oil and filter change',
        'Service: oil, filters, brake check',
        'Full service and wheel alignment',
      ]),
    );
  }
  for (let month = 11; month >= 0; month--) {
    const base = month * 30;
    add(
      base + between(0, 3),
      'parking',
      profile.parking,
      pick(['Kigali Heights monthly parking', 'Kigali City Tower parking pass', 'Office parking, Kacyiru']),
    );
    add(
      base + between(5, 12),
      'wash',
      profile.wash,
      pick(['Wash at Remera carwash', 'Exterior and interior wash', 'Quick wash, Kimihurura']),
    );
    if (rand() < 0.6) add(base + between(15, 25), 'wash', profile.wash, 'Wash after the rain');
  }
  for (const o of profile.oneOffs) add(o.daysAgo, o.category, o.amount, o.note);
  expenses.sort((a, b) => a.date.localeCompare(b.date));
  return { refuels, expenses, odometer };
}
