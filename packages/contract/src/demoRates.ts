/**
 * The dated fallback table of exchange rates (spec §7 `GET /finance/rates`; issue #12): what the rates
 * call answers, with `source: 'demo'`, when no provider is configured (`RATES_API_URL`) or it fails;
 * the fake backend of stories and tests answers it too. Plain data, no zod.
 *
 * DEMO FIGURES: rounded mid-market values per 1 US dollar, written down on {@link DEMO_RATES_AS_OF}
 * for development and offline use. They are not a quote and go stale; every answer carries their date
 * (`as_of`) so a screen can say how old they are. Update both together.
 */
import type { RateCurrency } from './finance';

/** The day the demo figures were written down (`as_of` of every demo answer). */
export const DEMO_RATES_AS_OF = '2026-11-02';

/** Units of each currency per 1 USD (demo figures of {@link DEMO_RATES_AS_OF}). */
export const DEMO_RATES_PER_USD: Readonly<Record<RateCurrency, number>> = {
  USD: 1,
  EUR: 0.866,
  GBP: 0.761,
  RWF: 1452,
  KES: 129.2,
  UGX: 3475,
  TZS: 2455,
  BIF: 2975,
  CDF: 2210,
  ZAR: 17.35,
  AED: 3.6725,
  CNY: 7.12,
  JPY: 153.4,
  INR: 88.6,
};

/**
 * The demo table converted to `base`: units of each currency per one `base` unit (cross rates through
 * USD), rounded to 6 significant digits; `base` itself is 1.
 */
export function demoRatesIn(base: RateCurrency): Record<RateCurrency, number> {
  const perBase = DEMO_RATES_PER_USD[base];
  const out = {} as Record<RateCurrency, number>;
  for (const [code, perUsd] of Object.entries(DEMO_RATES_PER_USD) as [RateCurrency, number][])
    out[code] = code === base ? 1 : Number((perUsd / perBase).toPrecision(6));
  return out;
}
