/**
 * The admin command of the regulated ceilings (issue #11), `pnpm --filter @gari/api fuel:ceiling …`:
 *
 * ```
 * fuel:ceiling set --country RW --fuel Diesel --price 1803 --from 2026-10-01 --to 2026-11-30 [--regulator RURA] [--source "RURA notice of 30 Sep 2026"]
 * fuel:ceiling list [--country RW]
 * fuel:ceiling remove --country RW --fuel Diesel --from 2026-10-01
 * ```
 *
 * `--fuel` takes Essence/Petrol, Diesel or Premium (any case); `--price` is per litre in major units of
 * the country's currency; dates are inclusive. `set` replaces a period starting the same day. The
 * regulator defaults per country (RW RURA, KE EPRA, TZ EWURA). Stations show the new ceiling at once.
 */
import { parseArgs } from 'node:util';
import { type FuelType, fuelOf } from '@gari/contract/gasStations';
import { toMajor } from '@gari/contract/marketplace';
import type { Db } from '../db/client';
import { listCeilings, removeCeiling, setCeiling } from './ceilings';

/** The regulator of each country with capped pump prices. */
export const REGULATORS: Readonly<Record<string, string>> = { RW: 'RURA', KE: 'EPRA', TZ: 'EWURA' };

/** How to call the command. */
export const CEILING_USAGE = [
  'Usage:',
  '  fuel:ceiling set --country RW --fuel Diesel --price 1803 --from 2026-10-01 --to 2026-11-30 [--regulator RURA] [--source TEXT]',
  '  fuel:ceiling list [--country RW]',
  '  fuel:ceiling remove --country RW --fuel Diesel --from 2026-10-01',
].join('\n');

/** A bad command line (the message says what to fix). */
export class UsageError extends Error {}

/** A `--name value` option of the command (every option takes a value). */
const stringOption = { type: 'string' } as const;

const need = (values: Record<string, string | undefined>, name: string): string => {
  const v = values[name];
  if (!v) throw new UsageError(`--${name} is required.\n${CEILING_USAGE}`);
  return v;
};

/** The fuel `--fuel` names, else a {@link UsageError}. */
function fuelArg(text: string): FuelType {
  const fuel = fuelOf(text);
  if (!fuel) throw new UsageError(`Unknown fuel "${text}": use Essence (Petrol), Diesel or Premium.`);
  return fuel;
}

/** Runs the command `argv` (without the program name) on `db`; resolves with the text to print. */
export async function runCeilingCommand(db: Db, argv: string[]): Promise<string> {
  const [action, ...rest] = argv;
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: {
        country: stringOption,
        fuel: stringOption,
        price: stringOption,
        from: stringOption,
        to: stringOption,
        regulator: stringOption,
        source: stringOption,
      },
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${CEILING_USAGE}`);
  }
  const country = values.country?.toUpperCase();
  if (action === 'list') {
    const rows = await listCeilings(db, country);
    if (rows.length === 0) return 'No ceilings.';
    return rows
      .map(
        (r) =>
          `${r.country} ${r.fuel.padEnd(7)} ${r.validFrom} → ${r.validTo}  ${toMajor(r.priceMinor, r.currencyExponent)} ${r.currency}/L  ${r.regulator}${r.source ? `  (${r.source})` : ''}`,
      )
      .join('\n');
  }
  if (action === 'set') {
    const code = need({ ...values, country }, 'country');
    const price = Number(need(values, 'price'));
    const row = await setCeiling(db, {
      country: code,
      fuel: fuelArg(need(values, 'fuel')),
      from: need(values, 'from'),
      to: need(values, 'to'),
      price,
      regulator: values.regulator ?? REGULATORS[code] ?? '',
      source: values.source ?? null,
    }).catch((error: Error) => {
      throw new UsageError(error.message);
    });
    return `Ceiling set: ${row.country} ${row.fuel} ${row.validFrom} → ${row.validTo} at ${toMajor(row.priceMinor, row.currencyExponent)} ${row.currency}/L (${row.regulator}).`;
  }
  if (action === 'remove') {
    const code = need({ ...values, country }, 'country');
    const fuel = fuelArg(need(values, 'fuel'));
    const from = need(values, 'from');
    const removed = await removeCeiling(db, code, fuel, from);
    return removed
      ? `Ceiling removed: ${code} ${fuel} from ${from}.`
      : `No ${code} ${fuel} ceiling starts on ${from}.`;
  }
  throw new UsageError(CEILING_USAGE);
}
