/**
 * Pure formatters shared by the views: money (RWF by default), short counts (1.5K+), badge counts (99+),
 * time ago, dates, km, litres, month labels and vehicle names (spec §2 Home / Global chrome / Sessions /
 * My Cars, §9). Output is independent of the machine's locale unless a `locale` is passed.
 */

/** Shown for a missing or non-finite number and an invalid date. */
export const EMPTY_VALUE = '—';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const isNumber = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * One `Intl.NumberFormat` per (locale, options), made on first use: constructing one costs far more
 * than formatting with it (a list of 20 prices made 40 of them while hydrating; issue #8 TBT).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Minor-unit digits of a currency per ISO 4217 (RWF 0, USD 2); 2 for codes Intl does not know. */
function currencyDigits(currency: string, locale: string): number {
  try {
    return numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Money as '{CODE} {amount}' with the currency's own decimals: `formatMoney(1750)` is 'RWF 1,750',
 * `formatMoney(12.5, 'USD')` is 'USD 12.50', `formatMoney(-300)` is '-RWF 300'. A plain space
 * separates code and amount. Non-finite or missing amounts give '—'.
 *
 * @param amount in `currency` units (RWF, not cents)
 * @param currency ISO 4217 code. @default 'RWF' (spec §9 default currency)
 * @param locale digit grouping. @default 'en-US'
 */
export function formatMoney(amount: number | null | undefined, currency = 'RWF', locale = 'en-US'): string {
  if (!isNumber(amount)) return EMPTY_VALUE;
  const code = currency.toUpperCase();
  const digits = currencyDigits(code, locale);
  const text = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(amount));
  const negative = amount < 0 && Number(text.replace(/[^0-9]/g, '')) !== 0;
  return `${negative ? '-' : ''}${code} ${text}`;
}

/**
 * A count for the home statistics tiles (spec §2 Home "abbreviated like 1.5K+ or 2M+"): under 1000 the
 * plain whole number ('999'); from 1000 one decimal at most, rounded DOWN so that '+' stays true
 * ('1K+', '1.5K+', '999.9K+', '2M+', '1.2B+'). Negative counts are shown plain; non-finite give '—'.
 */
export function formatNumberShort(n: number | null | undefined): string {
  if (!isNumber(n)) return EMPTY_VALUE;
  if (n < 1000) return String(Math.trunc(n));
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (n >= size) {
      const tenths = Math.floor((Math.floor(n) * 10) / size);
      return `${tenths / 10}${suffix}+`;
    }
  }
  return String(Math.trunc(n));
}

/**
 * The vehicles badge of the top bar (spec §2 Global chrome, §9 "Vehicle badge caps at 99+"): the count,
 * or '99+' above 99. Negative or missing counts give '0'.
 *
 * @param max largest count shown as is. @default 99
 */
export function formatBadgeCount(n: number | null | undefined, max = 99): string {
  if (!isNumber(n) || n <= 0) return '0';
  const whole = Math.floor(n);
  return whole > max ? `${max}+` : String(whole);
}

/**
 * Reads a date: a `Date`, ms since the epoch, an ISO instant, or a calendar date 'YYYY-MM-DD' (read
 * as that day in local time, so it never shows the day before west of UTC). Null when invalid
 * (including calendar dates that do not exist, such as '2026-02-30').
 */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) {
      const [y, m, d] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
      date = new Date(y, m, d);
      if (date.getMonth() !== m || date.getDate() !== d) return null; // '2026-02-30' does not exist
    } else date = new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as '12 Nov 2026' (local day, English month abbreviations); '—' when invalid. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * Time since `value` (spec §2 Sessions): 'Just now' under 1 minute (and for future times), 'Nm ago'
 * under 60 minutes, 'Nh ago' under 24 hours, 'Nd ago' under 7 days, else the date ('12 Nov 2026').
 * Whole units, rounded down. '—' for an invalid date.
 *
 * @param now the reference instant. @default the current time
 */
export function formatTimeAgo(
  value: Date | string | number | null | undefined,
  now: Date | number = Date.now(),
): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const diff = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
  const minutes = Math.floor(diff / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return formatDate(date);
}

/** A distance or odometer reading in km, whole, grouped: 'formatKm(12345.6)' is '12,346 km'; '—' when missing. */
export function formatKm(n: number | null | undefined, locale = 'en-US'): string {
  if (!isNumber(n)) return EMPTY_VALUE;
  return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(n)} km`;
}

/** Fuel in litres with up to 2 decimals: `formatLitres(40.256)` is '40.26 L', `formatLitres(40)` '40 L'; '—' when missing. */
export function formatLitres(n: number | null | undefined, locale = 'en-US'): string {
  if (!isNumber(n)) return EMPTY_VALUE;
  return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(n)} L`;
}

/**
 * A month key 'YYYY-MM' (monthly spend, spec §3) as 'Mar' or, with `withYear`, 'Mar 2026'. Anything
 * else is returned unchanged.
 */
export function formatMonth(month: string, opts: { withYear?: boolean } = {}): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !name) return month;
  return opts.withYear ? `${name} ${m[1]}` : name;
}

/** The fields {@link vehicleDisplayName} reads (a `Vehicle` of the contract fits). */
export interface VehicleNameParts {
  name?: string | null;
  year?: number | string | null;
  make?: string | null;
  model?: string | null;
}

/**
 * The name shown for a vehicle (spec §2 My Cars "name or 'year make model'"): its name when not blank,
 * else year, make and model joined with single spaces (missing parts left out).
 */
export function vehicleDisplayName(v: VehicleNameParts): string {
  const name = v.name?.trim();
  if (name) return name;
  return [v.year, v.make, v.model]
    .map((part) => (part === null || part === undefined ? '' : String(part).trim()))
    .filter((part) => part !== '')
    .join(' ');
}
