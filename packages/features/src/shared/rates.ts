/**
 * Currency conversion with the exchange rates (spec §7 `GET /finance/rates`, §9 "exchange rates base
 * USD"; issue #12 "≈ in your currency"). Pure: amounts are integer minor units (RWF, UGX and BIF have
 * none: a minor unit is one franc or shilling; KES and TZS have cents).
 */
import type { ExchangeRates } from '@gari/contract/finance';
import { MARKET_CURRENCIES } from '@gari/contract/marketplaceOptions';

/**
 * The currency of a top-bar country (spec §3) that the rates know: the four markets' (RWF, KES, UGX,
 * TZS) and the neighbours' (BIF, CDF, ZAR); null for a country whose currency the rates do not carry
 * (no hint is shown there).
 */
export function currencyOfCountry(country: string): string | null {
  const market = MARKET_CURRENCIES[country as keyof typeof MARKET_CURRENCIES];
  if (market) return market.currency;
  return ({ BI: 'BIF', CD: 'CDF', ZA: 'ZAR' } as Record<string, string>)[country] ?? null;
}

/** ISO 4217 minor-unit digits of `currency` (RWF 0, KES 2); 2 for a code Intl does not know. */
export function currencyExponent(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Units of `code` per one unit of the rates' base (the base itself is 1); undefined when unknown. */
function perBase(rates: ExchangeRates, code: string): number | undefined {
  if (code === rates.base) return 1;
  const rate = rates.rates[code];
  return typeof rate === 'number' && rate > 0 ? rate : undefined;
}

/** An amount in integer minor units of `currency`, with that currency's exponent. */
export interface MinorAmount {
  /** Integer minor units (e.g. 450050 for KES 4,500.50; 45500 for RWF 45,500). */
  minor: number;
  currency: string;
  /** Minor-unit digits of `currency` (RWF 0, KES 2). */
  exponent: number;
}

/**
 * `amount` in `to` at `rates` (cross rate through the base), rounded to whole minor units of `to`
 * (half away from zero); null when either currency is missing from the rates or the amount is not a
 * safe integer. The same currency comes back unchanged.
 *
 * @example convertMinor({ minor: 450050, currency: 'KES', exponent: 2 }, 'RWF', rates)
 *   // base USD, KES 129.2, RWF 1452 → { minor: 50578, currency: 'RWF', exponent: 0 }
 */
export function convertMinor(amount: MinorAmount, to: string, rates: ExchangeRates): MinorAmount | null {
  if (!Number.isSafeInteger(amount.minor)) return null;
  const toExponent = currencyExponent(to);
  if (amount.currency === to) return { minor: amount.minor, currency: to, exponent: amount.exponent };
  const from = perBase(rates, amount.currency);
  const into = perBase(rates, to);
  if (from === undefined || into === undefined) return null;
  const value = (amount.minor / 10 ** amount.exponent) * (into / from) * 10 ** toExponent;
  const minor = Math.sign(value) * Math.round(Math.abs(value));
  return Number.isSafeInteger(minor)
    ? { minor: minor === 0 ? 0 : minor, currency: to, exponent: toExponent }
    : null;
}
