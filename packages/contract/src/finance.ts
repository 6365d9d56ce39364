/**
 * Exchange rates (spec §7 `GET /finance/rates`, §9 "exchange rates base USD", "Rates cached 12 hours";
 * issue #12): the currencies Gari converts between, the query and the answer.
 */
import { z } from 'zod';
import { dataOf, IsoDate, IsoDateTime } from './common';
import { commaEnum } from './query';

/**
 * Currencies the rates call knows: the four markets' (RWF, KES, UGX, TZS), their neighbours' (BIF,
 * CDF, ZAR) and the usual import and trade currencies.
 */
export const RATE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'RWF',
  'KES',
  'UGX',
  'TZS',
  'BIF',
  'CDF',
  'ZAR',
  'AED',
  'CNY',
  'JPY',
  'INR',
] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** Default base currency (spec §9: "exchange rates base USD"). */
export const DEFAULT_RATES_BASE: RateCurrency = 'USD';

/** How long rates are kept, in ms (spec §9: "Rates cached 12 hours"). */
export const RATES_CACHE_MS = 12 * 60 * 60 * 1000;

/** True when `code` is one of {@link RATE_CURRENCIES}. */
export const isRateCurrency = (code: string): code is RateCurrency =>
  (RATE_CURRENCIES as readonly string[]).includes(code);

/**
 * `GET /finance/rates?base=USD&symbols=RWF,KES,UGX,TZS`: `base` (any case, default USD) and `symbols`
 * (a comma list, any case, at most 10; default every other known currency). An unknown code is a 422
 * naming `base` or `symbols`, e.g. 'Unknown currency: XYZ. Choose from USD, EUR, …'.
 */
export const RatesQuery = z.object({
  base: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined),
      z.string().max(40).optional(),
    )
    .transform((code, ctx) => {
      if (code === undefined) return DEFAULT_RATES_BASE;
      if (isRateCurrency(code)) return code;
      ctx.addIssue({
        code: 'custom',
        message: `Unknown currency: ${code}. Choose from ${RATE_CURRENCIES.join(', ')}.`,
      });
      return z.NEVER;
    }),
  symbols: commaEnum(RATE_CURRENCIES, 'currency', { ignoreCase: true }),
});
export type RatesQuery = z.input<typeof RatesQuery>;

/**
 * Where rates come from: `provider` (the `RATES_API_URL` service, fetched at most every 12 hours) or
 * `demo` (the dated table shipped with Gari, used when no provider is set or it fails).
 */
export const RatesSource = z.enum(['provider', 'demo']);
export type RatesSource = z.infer<typeof RatesSource>;

/**
 * The rates: one `base` unit is worth `rates[code]` of each symbol (e.g. base USD, `rates.RWF` 1445.5
 * = 1 USD buys 1,445.50 RWF). `as_of`: the day the figures are from; `source`: see {@link RatesSource};
 * `fetched_at`: when this server read them (the cache keeps them 12 hours from then).
 */
export const ExchangeRates = z.object({
  base: z.enum(RATE_CURRENCIES),
  rates: z.record(z.string(), z.number().positive()),
  as_of: IsoDate,
  source: RatesSource,
  fetched_at: IsoDateTime,
});
export type ExchangeRates = z.infer<typeof ExchangeRates>;

/** `GET /finance/rates` answer. */
export const RatesAnswer = dataOf(ExchangeRates);
export type RatesAnswer = z.infer<typeof RatesAnswer>;
