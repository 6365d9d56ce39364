/**
 * Members' price reports and the price history (issue #11 "signed-in members report the price they
 * saw … rate-limited, one per member per station per fuel per hour"; the price chart). A report is
 * judged by the contract's rule (`judgeReport`, `PRICE_CONFIRMATION`): confirmed reports become the
 * shown price at once. Money in minor units of the station's currency.
 */
import {
  type FuelType,
  PRICE_CONFIRMATION,
  type PriceHistory,
  type PriceReportCreated,
  REPORT_COOLDOWN_MINUTES,
  REPORT_PLAUSIBLE_RANGE,
} from '@gari/contract/gasStations';
import { toMinor } from '@gari/contract/marketplace';
import { judgeReport } from '@gari/contract/rules/fuelPrices';
import { addDays } from '@gari/contract/rules/time';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fuelCeilings, fuelPriceHistory, fuelPriceReports, stationFuels } from '../db/schema';
import { HttpError, invalid } from '../errors';
import {
  ceilingFor,
  currencyOf,
  loadCeilings,
  localDay,
  major,
  type StationRow,
  toCeiling,
  toFuelPrice,
} from './prices';
import { setShownPrice } from './writes';

/** A 429 that says when the member may report again (`Retry-After`, seconds). */
export class ReportTooSoon extends HttpError {
  constructor(
    readonly retryAfter: number,
    fuel: FuelType,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60));
    super(429, `You reported the ${fuel} price here less than an hour ago. Try again in ${minutes} min.`, {
      fuel_type: [`One report per fuel and station per ${REPORT_COOLDOWN_MINUTES} minutes.`],
    });
  }
}

/**
 * POST /gas-stations/{id}/price-reports. In one transaction with the fuel's row locked (so two reports
 * of one fuel are judged one after the other, and a member's repeat within the hour is refused even when
 * both arrive at once): the fuel must be sold here (422 `fuel_type`), the price within
 * {@link REPORT_PLAUSIBLE_RANGE} of the ceiling (else the shown price; 422 `price`), the member's last
 * report of it here over an hour old ({@link ReportTooSoon}). Then the report is stored and, when confirmed, shown.
 */
export async function reportPrice(
  db: Db,
  station: StationRow,
  userId: number,
  body: { fuel_type: FuelType; price: number },
  now: Date,
): Promise<PriceReportCreated['data']> {
  const { currency, exponent } = currencyOf(station.country);
  const fuel = body.fuel_type;
  const onFuel = and(eq(stationFuels.providerId, station.id), eq(stationFuels.fuel, fuel));
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(stationFuels).where(onFuel).for('update');
    if (!row) throw invalid({ fuel_type: [`${station.name} does not sell ${fuel}.`] });
    const priceMinor = toMinor(body.price, exponent);
    const ceilings = await loadCeilings(tx, [station.country], localDay(station, now));
    const reference =
      ceilingFor(ceilings, station.country, fuel, localDay(station, now))?.priceMinor ?? row.priceMinor;
    if (
      reference !== null &&
      (priceMinor < reference * REPORT_PLAUSIBLE_RANGE.min ||
        priceMinor > reference * REPORT_PLAUSIBLE_RANGE.max)
    )
      throw invalid({
        price: [
          `This price looks wrong: ${fuel} costs about ${major(reference, exponent)} ${currency} a litre here.`,
        ],
      });

    const mine = and(
      eq(fuelPriceReports.userId, userId),
      eq(fuelPriceReports.providerId, station.id),
      eq(fuelPriceReports.fuel, fuel),
    );
    const [last] = await tx
      .select({ at: fuelPriceReports.createdAt })
      .from(fuelPriceReports)
      .where(mine)
      .orderBy(desc(fuelPriceReports.createdAt))
      .limit(1);
    const wait = last ? last.at.getTime() + REPORT_COOLDOWN_MINUTES * 60_000 - now.getTime() : 0;
    if (wait > 0) throw new ReportTooSoon(Math.ceil(wait / 1000), fuel);

    const recent = await tx
      .select({
        userId: fuelPriceReports.userId,
        priceMinor: fuelPriceReports.priceMinor,
        at: fuelPriceReports.createdAt,
      })
      .from(fuelPriceReports)
      .where(
        and(
          eq(fuelPriceReports.providerId, station.id),
          eq(fuelPriceReports.fuel, fuel),
          gte(
            fuelPriceReports.createdAt,
            new Date(now.getTime() - PRICE_CONFIRMATION.windowHours * 3_600_000),
          ),
        ),
      );
    const judged = judgeReport({ userId, priceMinor, at: now }, recent, row.priceMinor);
    const [report] = await tx
      .insert(fuelPriceReports)
      .values({
        providerId: station.id,
        fuel,
        userId,
        priceMinor,
        status: judged.confirmed ? 'confirmed' : 'pending',
        agreeing: judged.agreeing,
        createdAt: now,
      })
      .returning();
    if (!report) throw new Error('report insert returned nothing');
    if (judged.confirmed)
      await setShownPrice(tx, station, fuel, {
        priceMinor,
        source: 'drivers',
        reportCount: judged.agreeing,
        at: now,
      });
    const [after] = await tx.select().from(stationFuels).where(onFuel);
    return {
      report: {
        id: report.id,
        fuel_type: fuel,
        price: major(priceMinor, exponent) ?? 0,
        price_minor: priceMinor,
        currency,
        created_at: report.createdAt.toISOString(),
        status: report.status,
        agreeing_reports: report.agreeing,
      },
      price: toFuelPrice(station, after ?? row, ceilings, now),
    };
  });
}

/**
 * GET /gas-stations/{id}/prices/history: one point per local day of the last `days` days (today
 * included), oldest first; a day without a row carries the last price before it (null before the
 * station had one). Plus the ceilings overlapping the window.
 */
export async function priceHistory(
  db: Db,
  station: StationRow,
  fuel: FuelType,
  days: number,
  now: Date,
): Promise<PriceHistory> {
  const { currency, exponent } = currencyOf(station.country);
  const today = localDay(station, now);
  const start = addDays(today, -(days - 1));
  const onFuel = and(eq(fuelPriceHistory.providerId, station.id), eq(fuelPriceHistory.fuel, fuel));
  const [before, inWindow, ceilings] = await Promise.all([
    db
      .select()
      .from(fuelPriceHistory)
      .where(and(onFuel, lt(fuelPriceHistory.day, start)))
      .orderBy(desc(fuelPriceHistory.day))
      .limit(1),
    db
      .select()
      .from(fuelPriceHistory)
      .where(and(onFuel, gte(fuelPriceHistory.day, start)))
      .orderBy(asc(fuelPriceHistory.day)),
    db
      .select()
      .from(fuelCeilings)
      .where(
        and(
          eq(fuelCeilings.country, station.country),
          eq(fuelCeilings.fuel, fuel),
          gte(fuelCeilings.validTo, start),
        ),
      )
      .orderBy(asc(fuelCeilings.validFrom)),
  ]);
  const byDay = new Map(inWindow.map((r) => [r.day, r.priceMinor]));
  let carried: number | null = before[0]?.priceMinor ?? null;
  const data = [];
  for (let day = start; day <= today; day = addDays(day, 1)) {
    carried = byDay.get(day) ?? carried;
    data.push({ date: day, price: major(carried, exponent), price_minor: carried });
  }
  return {
    data,
    meta: {
      fuel_type: fuel,
      days,
      currency,
      currency_exponent: exponent,
      ceilings: ceilings.filter((c) => c.validFrom <= today).map((c) => toCeiling(c, today)),
    },
  };
}
