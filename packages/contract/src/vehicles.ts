/**
 * My Cars: vehicles, refuels, expenses and the status-page summary (spec §2 My Cars / Add Vehicle /
 * Car status, §3 Vehicle / Vehicle summary / Monthly spend, §5 Add Vehicle, §7, §9).
 * Units: distances and odometer in km, fuel in litres, money in `currency` (default RWF).
 */
import { z } from 'zod';
import { CurrencyCode, coercedId, dataOf, IsoDate, IsoDateTime, listOf, MultilineText, Text } from './common';
import { EXPENSE_CATEGORIES, MAX_LITRES, MAX_MONEY, MAX_ODOMETER_KM, MIN_VEHICLE_YEAR } from './vehicleRules';

export { EXPENSE_CATEGORIES, MAX_VEHICLES, MIN_VEHICLE_YEAR, vehicleLimitMessage } from './vehicleRules';

/** A member's vehicle (spec §3 Vehicle). */
export const Vehicle = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  make_id: z.number().int().nullable(),
  model_id: z.number().int().nullable(),
  color: z.string().nullable(),
  mileage: z.number().int().nullable(),
  mileage_unit: z.string(),
  fuel_type: z.string().nullable(),
  transmission: z.string().nullable(),
  body_style: z.string().nullable(),
  drivetrain: z.string().nullable(),
  variant: z.string().nullable(),
  vin: z.string().nullable(),
  engine: z.object({ type: z.string().nullable(), size: z.string().nullable() }).nullable(),
  primary_image_url: z.string().nullable(),
  primary_use: z.string(),
  created_at: IsoDateTime,
});
export type Vehicle = z.infer<typeof Vehicle>;
export const VehicleList = listOf(Vehicle);
export const VehicleData = dataOf(Vehicle);

const optionalText = Text.trim().max(60).nullish();

/**
 * POST /vehicles (spec §3 create payload). `make_id`/`model_id` must exist and match; `year` within the
 * model's years (or 1960..next year). Mileage in km, floored, >= 0. The server enforces 5 per member
 * inside the transaction (409 with the spec's message).
 */
export const VehicleCreate = z.object({
  name: Text.trim().max(120).optional(),
  year: z.coerce.number().int().min(MIN_VEHICLE_YEAR, 'Year must be 1960 or later.'),
  make: Text.trim().max(60).optional(),
  model: Text.trim().max(60).optional(),
  make_id: coercedId('Choose a make.'),
  model_id: coercedId('Choose a model.'),
  transmission: optionalText,
  fuel_type: optionalText,
  body_style: optionalText,
  color: optionalText,
  mileage: z.coerce.number().min(0, 'Mileage cannot be negative.').max(MAX_ODOMETER_KM).nullish(),
});
export type VehicleCreate = z.input<typeof VehicleCreate>;

/** What every entry of a car's log (a refuel, an expense) has: its id, the car and the day. */
const logEntry = {
  id: z.number().int(),
  vehicle_id: z.number().int(),
  date: IsoDate,
};

/** A refuel (spec §3 Refuel entry): litres bought, what it cost, the odometer then (km). */
export const Refuel = z.object({
  ...logEntry,
  liters: z.number(),
  total_cost: z.number(),
  currency: z.string(),
  odometer_km: z.number().int().nullable(),
  /** The tank was filled up (fuel economy is measured between full fills, issue #13). */
  full_tank: z.boolean(),
  station_name: z.string().nullable(),
  location: z.string().nullable(),
});
export type Refuel = z.infer<typeof Refuel>;
export const RefuelList = listOf(Refuel);
/** 201 answer of POST /vehicles/{id}/refuels. */
export const RefuelData = dataOf(Refuel);

/** POST /vehicles/{id}/refuels. Dates may not be in the future. */
export const RefuelCreate = z.object({
  date: IsoDate,
  liters: z.coerce.number().positive('Litres must be more than 0.').max(MAX_LITRES),
  total_cost: z.coerce.number().positive('Total cost must be more than 0.').max(MAX_MONEY),
  currency: CurrencyCode.default('RWF'),
  odometer_km: z.coerce.number().int().min(0).max(MAX_ODOMETER_KM).nullish(),
  /** False for a partial fill (issue #13 fuel economy). @default true */
  full_tank: z.boolean().default(true),
  station_name: Text.trim().max(120).nullish(),
  location: Text.trim().max(120).nullish(),
});
export type RefuelCreate = z.input<typeof RefuelCreate>;

export const ExpenseCategory = z.enum(EXPENSE_CATEGORIES);
export type ExpenseCategory = z.infer<typeof ExpenseCategory>;

/** An expense (spec §3 Expense). */
export const Expense = z.object({
  ...logEntry,
  category: z.string(),
  amount: z.number(),
  currency: z.string(),
  note: z.string().nullable(),
});
export type Expense = z.infer<typeof Expense>;
export const ExpenseList = listOf(Expense);
/** 201 answer of POST /vehicles/{id}/expenses. */
export const ExpenseData = dataOf(Expense);

/** POST /vehicles/{id}/expenses. */
export const ExpenseCreate = z.object({
  date: IsoDate,
  category: ExpenseCategory,
  amount: z.coerce.number().positive('Amount must be more than 0.').max(MAX_MONEY),
  currency: CurrencyCode.default('RWF'),
  note: MultilineText.trim().max(300).nullish(),
});
export type ExpenseCreate = z.input<typeof ExpenseCreate>;

/** GET /vehicles/{id}/summary (spec §3 Vehicle summary); figures computed from refuels and expenses. */
export const VehicleSummary = z.object({
  last_refuel: z
    .object({
      date: IsoDate,
      liters: z.number(),
      total_cost: z.number(),
      currency: z.string(),
      station_name: z.string().nullable(),
      odometer_km: z.number().nullable(),
      location: z.string().nullable(),
    })
    .nullable(),
  /** This calendar month's spend per category (fuel included). */
  month_totals: z.array(z.object({ category: z.string(), amount: z.number(), currency: z.string() })),
  stats: z.object({
    /** Average price per litre over the last 30 days, null with no refuel then. */
    avg_fuel_price_30d: z.number().nullable(),
    total_refuels: z.number().int(),
    /** km between the lowest and the highest odometer reading of the refuels. */
    total_distance: z.number(),
  }),
  /**
   * Fuel economy between full fills (issue #13; `rules/fuelEconomy.ts`): the averages over every
   * refuel, and the last 12 segments (oldest first) for the chart.
   */
  fuel_economy: z.object({
    average_km_per_liter: z.number().nullable(),
    average_l_per_100km: z.number().nullable(),
    points: z.array(
      z.object({
        date: IsoDate,
        odometer_km: z.number(),
        distance_km: z.number(),
        liters: z.number(),
        km_per_liter: z.number(),
        l_per_100km: z.number(),
      }),
    ),
  }),
});
export type VehicleSummary = z.infer<typeof VehicleSummary>;

/** GET /vehicles/{id}/expenses/monthly?months=12: oldest month first, every month present. */
export const MonthlySpend = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  totals: z.record(z.string(), z.number()),
  currency: z.string(),
});
export type MonthlySpend = z.infer<typeof MonthlySpend>;
export const MonthlySpendList = listOf(MonthlySpend);

export const MonthsQuery = z.object({ months: z.coerce.number().int().min(1).max(60).default(12) });
export const LimitQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) });
