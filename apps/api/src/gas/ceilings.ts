/**
 * Regulated fuel price ceilings (issue #11 "a table of maximum pump prices per country, fuel and period
 * … editable by an admin command"): write one period (the seed and `pnpm --filter @gari/api fuel:ceiling
 * set`), list them. Prices arrive in major units per litre and are stored in minor units of the
 * country's currency.
 */
import type { FuelType } from '@gari/contract/gasStations';
import { toMinor } from '@gari/contract/marketplace';
import { isCalendarDate } from '@gari/contract/rules/time';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fuelCeilings } from '../db/schema';
import { type CeilingRow, currencyOf } from './prices';

/** One period to write. */
export interface CeilingInput {
  country: string;
  fuel: FuelType;
  /** Inclusive `YYYY-MM-DD`. */
  from: string;
  to: string;
  /** Per litre, major units of the country's currency. */
  price: number;
  regulator: string;
  source?: string | null;
}

/** What is wrong with `input` (field → message), or null. */
export function ceilingProblems(input: CeilingInput): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (!/^[A-Z]{2}$/.test(input.country)) problems.country = 'Use a two-letter country code such as RW.';
  if (!isCalendarDate(input.from)) problems.from = 'Use a date such as 2026-10-01.';
  if (!isCalendarDate(input.to)) problems.to = 'Use a date such as 2026-11-30.';
  else if (isCalendarDate(input.from) && input.to < input.from)
    problems.to = 'The end must be on or after the start.';
  if (!(Number.isFinite(input.price) && input.price > 0)) problems.price = 'The price must be more than 0.';
  if (input.regulator.trim() === '') problems.regulator = 'Name the regulator (RURA, EPRA, EWURA…).';
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * Writes the ceiling of `input.country`/`fuel` starting `from` (replacing one that starts the same day).
 * Throws with the problems of {@link ceilingProblems}. Returns the stored row.
 */
export async function setCeiling(db: Db, input: CeilingInput): Promise<CeilingRow> {
  const problems = ceilingProblems(input);
  if (problems)
    throw new Error(
      Object.entries(problems)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n'),
    );
  const { currency, exponent } = currencyOf(input.country);
  const values = {
    country: input.country,
    fuel: input.fuel,
    validFrom: input.from,
    validTo: input.to,
    priceMinor: toMinor(input.price, exponent),
    currency,
    currencyExponent: exponent,
    regulator: input.regulator.trim(),
    source: input.source ?? null,
  };
  const [row] = await db
    .insert(fuelCeilings)
    .values(values)
    .onConflictDoUpdate({
      target: [fuelCeilings.country, fuelCeilings.fuel, fuelCeilings.validFrom],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('ceiling write returned nothing');
  return row;
}

/** Every ceiling (of `country` when given), by country, fuel and start. */
export async function listCeilings(db: Db, country?: string): Promise<CeilingRow[]> {
  return db
    .select()
    .from(fuelCeilings)
    .where(country ? and(eq(fuelCeilings.country, country)) : undefined)
    .orderBy(asc(fuelCeilings.country), asc(fuelCeilings.fuel), asc(fuelCeilings.validFrom));
}

/** Removes the ceiling of `country`/`fuel` starting `from`; true when one was removed. */
export async function removeCeiling(db: Db, country: string, fuel: FuelType, from: string): Promise<boolean> {
  const gone = await db
    .delete(fuelCeilings)
    .where(
      and(eq(fuelCeilings.country, country), eq(fuelCeilings.fuel, fuel), eq(fuelCeilings.validFrom, from)),
    )
    .returning({ id: fuelCeilings.id });
  return gone.length > 0;
}
