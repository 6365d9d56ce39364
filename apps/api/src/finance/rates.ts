/**
 * Exchange rates (spec §7 `GET /finance/rates`, §9 "exchange rates base USD", "Rates cached 12 hours";
 * issue #12): a rates-provider adapter (`RATES_API_URL`), the dated demo table as the fallback, and a
 * 12-hour in-process cache per base currency.
 *
 * The provider is any HTTP service answering the latest rates of a base currency as JSON with a
 * `rates` object (`{ "RWF": 1452.3, … }`): open.er-api.com / ExchangeRate-API (`base_code`,
 * `time_last_update_unix`), exchangerate.host, Fixer or Open Exchange Rates style (`base`, `date` or
 * `timestamp`). `{base}` in the URL is replaced by the base currency, otherwise `?base=` is added, e.g.
 * `RATES_API_URL=https://open.er-api.com/v6/latest/{base}`.
 */

import { DEMO_RATES_AS_OF, demoRatesIn } from '@gari/contract/demoRates';
import {
  type ExchangeRates,
  isRateCurrency,
  RATE_CURRENCIES,
  RATES_CACHE_MS,
  type RateCurrency,
} from '@gari/contract/finance';
import { z } from 'zod';

/** Default time the provider gets to answer, in ms. */
export const RATES_TIMEOUT_MS = 5_000;

/** After a provider failure, how long (ms) the demo table answers before the provider is asked again. */
export const RATES_RETRY_MS = 10 * 60 * 1000;

/** Settings of the rates service (`RATES_API_URL`, `RATES_TIMEOUT_MS`). */
export interface RatesConfig {
  /** Provider URL; undefined = the demo table only. */
  url?: string | undefined;
  /** ms the provider gets to answer; default {@link RATES_TIMEOUT_MS}. */
  timeoutMs?: number | undefined;
}

/** What the provider must answer (extra fields are ignored). */
const ProviderAnswer = z.object({
  rates: z.record(z.string(), z.number().positive().finite()),
  base: z.string().optional(),
  base_code: z.string().optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional(),
  timestamp: z.number().int().positive().optional(),
  time_last_update_unix: z.number().int().positive().optional(),
  result: z.string().optional(),
  success: z.boolean().optional(),
});

/** One base's full table: units of each known currency per one base unit. */
interface RateTable {
  base: RateCurrency;
  rates: Partial<Record<RateCurrency, number>>;
  asOf: string;
  source: ExchangeRates['source'];
  fetchedAt: Date;
}

/** The demo table in `base` (see `demoRatesIn`), dated {@link DEMO_RATES_AS_OF}. */
export function demoTable(base: RateCurrency, now: Date): RateTable {
  return { base, rates: demoRatesIn(base), asOf: DEMO_RATES_AS_OF, source: 'demo', fetchedAt: now };
}

/** The provider URL for `base`: `{base}` replaced, else `?base=` added. */
export function providerUrl(template: string, base: RateCurrency): string {
  if (template.includes('{base}')) return template.replaceAll('{base}', base);
  const url = new URL(template);
  url.searchParams.set('base', base);
  return url.toString();
}

/**
 * Reads `base`'s rates from the provider at `url` (see {@link providerUrl}) within `timeoutMs`.
 * Rejects when the call fails, times out, answers non-2xx, or answers something else than rates of
 * `base` (validated with zod; an explicit `success: false` / `result: 'error'` is a failure).
 */
export async function fetchProviderTable(
  url: string,
  base: RateCurrency,
  now: Date,
  {
    timeoutMs = RATES_TIMEOUT_MS,
    doFetch = fetch,
  }: { timeoutMs?: number | undefined; doFetch?: typeof fetch } = {},
): Promise<RateTable> {
  const res = await doFetch(providerUrl(url, base), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`rates provider answered ${res.status}`);
  const answer = ProviderAnswer.parse(await res.json());
  if (answer.success === false || (answer.result !== undefined && answer.result !== 'success'))
    throw new Error('rates provider answered an error');
  const answeredBase = (answer.base_code ?? answer.base ?? base).toUpperCase();
  if (answeredBase !== base) throw new Error(`rates provider answered base ${answeredBase}, not ${base}`);
  const rates: Partial<Record<RateCurrency, number>> = { [base]: 1 };
  for (const [code, value] of Object.entries(answer.rates)) {
    const upper = code.toUpperCase();
    if (isRateCurrency(upper)) rates[upper] = value;
  }
  const seconds = answer.time_last_update_unix ?? answer.timestamp;
  const asOf =
    answer.date?.slice(0, 10) ?? (seconds ? new Date(seconds * 1000) : now).toISOString().slice(0, 10);
  return { base, rates, asOf, source: 'provider', fetchedAt: now };
}

/** Something that logs a warning (Fastify's logger fits). */
export interface RatesLog {
  warn(obj: object, msg: string): void;
}

/** The rates service of one API process: {@link RatesService.rates} answers from its cache. */
export interface RatesService {
  /**
   * `base`'s rates for `symbols` (default every other known currency). From the cache when younger
   * than 12 hours, else from the provider; the demo table when there is no provider, it fails (then
   * kept {@link RATES_RETRY_MS}), or it lacks one of the asked symbols.
   */
  rates(base: RateCurrency, symbols: readonly RateCurrency[] | undefined, now: Date): Promise<ExchangeRates>;
}

/** Creates a {@link RatesService}; `doFetch` replaces the global fetch (tests). */
export function createRatesService(
  config: RatesConfig = {},
  log?: RatesLog,
  doFetch: typeof fetch = fetch,
): RatesService {
  const cache = new Map<RateCurrency, { table: RateTable; until: number }>();
  // One provider call per base at a time: concurrent requests share it.
  const pending = new Map<RateCurrency, Promise<RateTable>>();

  async function load(base: RateCurrency, now: Date): Promise<RateTable> {
    const url = config.url;
    if (!url) {
      const table = demoTable(base, now);
      cache.set(base, { table, until: now.getTime() + RATES_CACHE_MS });
      return table;
    }
    try {
      const table = await fetchProviderTable(url, base, now, { timeoutMs: config.timeoutMs, doFetch });
      cache.set(base, { table, until: now.getTime() + RATES_CACHE_MS });
      return table;
    } catch (error) {
      log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'rates provider failed');
      const table = demoTable(base, now);
      cache.set(base, { table, until: now.getTime() + RATES_RETRY_MS });
      return table;
    }
  }

  async function tableOf(base: RateCurrency, now: Date): Promise<RateTable> {
    const hit = cache.get(base);
    if (hit && hit.until > now.getTime()) return hit.table;
    let loading = pending.get(base);
    if (!loading) {
      loading = load(base, now).finally(() => pending.delete(base));
      pending.set(base, loading);
    }
    return loading;
  }

  return {
    async rates(base, symbols, now) {
      const asked =
        symbols && symbols.length > 0 ? [...new Set(symbols)] : RATE_CURRENCIES.filter((c) => c !== base);
      let table = await tableOf(base, now);
      // A provider without one of the asked currencies: the whole answer from the demo table, so one
      // answer never mixes two sources.
      if (asked.some((code) => table.rates[code] === undefined)) table = demoTable(base, now);
      const rates: Record<string, number> = {};
      for (const code of asked) rates[code] = table.rates[code] as number;
      return {
        base,
        rates,
        as_of: table.asOf,
        source: table.source,
        fetched_at: table.fetchedAt.toISOString(),
      };
    },
  };
}
