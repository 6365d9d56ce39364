/**
 * Pure formatters shared by the views: money (RWF by default), short counts (1.5K+), badge counts (99+),
 * time ago, dates, times, km, litres, month labels and vehicle names (spec §2 Home / Global chrome /
 * Sessions / My Cars, §9). Output is independent of the machine's locale unless a `locale` is passed
 * (views pass the member's, through `useFormat()` of `@gari/features/shared`; issue #16 Locale):
 *
 * | locale | date          | time  | money          |
 * |--------|---------------|-------|----------------|
 * | en-RW  | 24 Nov 2026   | 14:05 | RWF 15,000     |
 * | fr-RW  | 24 nov. 2026  | 14:05 | 15 000 RWF     |
 * | rw-RW  | 24 Ugu. 2026  | 14:05 | RWF 15,000     |
 * | sw-KE  | 24 Nov 2026   | 14:05 | RWF 15,000     |
 *
 * Kinyarwanda: Chromium's ICU has no `rw` data (it falls back to en-US, 'Nov 24, 2026') while Node's
 * has, so server and browser would disagree. Gari formats `rw-*` itself: month and weekday names from
 * CLDR's `rw` (the small tables below), digits and grouping of English in the same region ('en-RW':
 * 15,000, as Rwandan price lists write them). Every other locale is `Intl`'s.
 */

/** Shown for a missing or non-finite number and an invalid date. */
export const EMPTY_VALUE = '—';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** CLDR `rw` abbreviated month names (Mutarama … Ukuboza). */
const RW_MONTHS = [
  'Mut.',
  'Gas.',
  'Wer.',
  'Mat.',
  'Gic.',
  'Kam.',
  'Nya.',
  'Kan.',
  'Nze.',
  'Ukw.',
  'Ugu.',
  'Uku.',
] as const;
/** CLDR `rw` abbreviated weekday names, Sunday first (Ku cyumweru … Ku wa gatandatu). */
const RW_WEEKDAYS = ['Cyu.', 'Mbe.', 'Kab.', 'Gtu.', 'Kan.', 'Gnu.', 'Gnd.'] as const;

declare const __GARI_ENGLISH_ONLY__: boolean | undefined;
/**
 * True in bundles that only ever format in English: the booking widget's build defines
 * `__GARI_ENGLISH_ONLY__` (it has no language choice), so the Kinyarwanda tables and branches below
 * drop out of its size budget (issue #7).
 */
const ENGLISH_ONLY = typeof __GARI_ENGLISH_ONLY__ !== 'undefined' && __GARI_ENGLISH_ONLY__;

/**
 * True for a Kinyarwanda locale ('rw', 'rw-RW'), which Gari formats without `Intl` (see the module
 * comment); always false in an English-only bundle.
 */
function isKinyarwanda(locale: string): boolean {
  return !ENGLISH_ONLY && /^rw(?:-|$)/i.test(locale);
}

/**
 * The locale `Intl` formats numbers (and times) with for `locale`: itself, or for Kinyarwanda English
 * in the same region ('rw-RW' → 'en-RW', 'rw' → 'en-RW').
 */
export function numberLocale(locale: string): string {
  if (!isKinyarwanda(locale)) return locale;
  const region = /^rw-([a-z]{2})$/i.exec(locale)?.[1];
  return `en-${(region ?? 'RW').toUpperCase()}`;
}

const isNumber = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * `make` with one result per (locale, options), made on first use and kept: constructing an `Intl`
 * formatter costs far more than formatting with it (a list of 20 prices made 40 of them while
 * hydrating; issue #8 TBT). The options are keyed by their JSON.
 * @param make builds the formatter, e.g. `(locale, options) => new Intl.NumberFormat(locale, options)`
 */
function keptPerOptions<O, F>(make: (locale: string, options: O) => F): (locale: string, options: O) => F {
  const made = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

/** One `Intl.NumberFormat` per (locale, options), made on first use ({@link keptPerOptions}). */
const numberFormat = keptPerOptions(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** Minor-unit digits of a currency per ISO 4217 (RWF 0, USD 2); 2 for codes Intl does not know. */
function currencyDigits(currency: string, locale: string): number {
  try {
    return numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Money with its ISO code where the locale puts it and the currency's own decimals:
 * `formatMoney(1750)` is 'RWF 1,750', `formatMoney(12.5, 'USD')` is 'USD 12.50', `formatMoney(-300)`
 * is '-RWF 300', `formatMoney(15000, 'RWF', 'fr-RW')` is '15 000 RWF' (narrow no-break space between
 * the groups). A plain space separates code and amount. Non-finite or missing amounts give '—'.
 *
 * @param amount in `currency` units (RWF, not cents)
 * @param currency ISO 4217 code. @default 'RWF' (spec §9 default currency)
 * @param locale digit grouping and the code's side. @default 'en-US'
 */
export function formatMoney(amount: number | null | undefined, currency = 'RWF', locale = 'en-US'): string {
  if (!isNumber(amount)) return EMPTY_VALUE;
  const code = currency.toUpperCase();
  const intl = numberLocale(locale);
  const digits = currencyDigits(code, intl);
  const text = numberFormat(intl, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(amount));
  const negative = amount < 0 && Number(text.replace(/[^0-9]/g, '')) !== 0;
  return `${negative ? '-' : ''}${codeFirst(code, intl) ? `${code} ${text}` : `${text} ${code}`}`;
}

/** True when `locale` writes a currency code before the amount ('RWF 1,750'), false after ('1 750 RWF'). */
function codeFirst(code: string, locale: string): boolean {
  try {
    const parts = numberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'code',
    }).formatToParts(1);
    return parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  } catch {
    return true;
  }
}

/**
 * A number grouped for `locale` ('1,234,567.5' in en-RW, '1 234 567,5' in fr-RW); '—' when missing.
 * @param options `Intl.NumberFormat` options (e.g. `{ maximumFractionDigits: 0 }`).
 */
export function formatNumber(
  n: number | null | undefined,
  locale = 'en-US',
  options: Intl.NumberFormatOptions = {},
): string {
  if (!isNumber(n)) return EMPTY_VALUE;
  return numberFormat(numberLocale(locale), options).format(n);
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

/** One `Intl.DateTimeFormat` per (locale, options), made on first use ({@link keptPerOptions}). */
const dateFormat = keptPerOptions(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/**
 * A date (local day) as day, short month and year, never in US order: '12 Nov 2026' without a locale
 * (English month abbreviations), else `Intl`'s for `locale` ('24 Nov 2026' en-RW, '24 nov. 2026'
 * fr-RW, '24 Ugu. 2026' rw-RW); with `weekday` the short weekday first ('Tue, 24 Nov 2026',
 * 'mar. 24 nov. 2026', 'Kab., 24 Ugu. 2026'). '—' when invalid.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  locale?: string,
  opts: { weekday?: boolean; timeZone?: string } = {},
): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  if (locale === undefined && !opts.weekday && !opts.timeZone) {
    return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  }
  const tag = locale ?? 'en-RW';
  if (isKinyarwanda(tag)) {
    const utc = opts.timeZone === 'UTC';
    const [d, m, y, w] = utc
      ? [date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear(), date.getUTCDay()]
      : [date.getDate(), date.getMonth(), date.getFullYear(), date.getDay()];
    const day = `${d} ${RW_MONTHS[m]} ${y}`;
    return opts.weekday ? `${RW_WEEKDAYS[w]}, ${day}` : day;
  }
  return dateFormat(tag, {
    ...(opts.weekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
  }).format(date);
}

/**
 * A time of day on the 24-hour clock for `locale` ('14:05'; 'HH:MM' text is read as that time of
 * today). '—' when invalid.
 */
export function formatTime(value: Date | string | number | null | undefined, locale = 'en-RW'): string {
  const clock = typeof value === 'string' ? /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value) : null;
  const date = clock ? new Date(2000, 0, 1, Number(clock[1]), Number(clock[2])) : toDate(value);
  if (!date || Number.isNaN(date.getTime())) return EMPTY_VALUE;
  return dateFormat(numberLocale(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  );
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
  return `${numberFormat(numberLocale(locale), { maximumFractionDigits: 0 }).format(n)} km`;
}

/** Fuel in litres with up to 2 decimals: `formatLitres(40.256)` is '40.26 L', `formatLitres(40)` '40 L'; '—' when missing. */
export function formatLitres(n: number | null | undefined, locale = 'en-US'): string {
  if (!isNumber(n)) return EMPTY_VALUE;
  return `${numberFormat(numberLocale(locale), { maximumFractionDigits: 2 }).format(n)} L`;
}

/**
 * A month key 'YYYY-MM' (monthly spend, spec §3) as 'Mar' or, with `withYear`, 'Mar 2026'; with a
 * `locale` its short month name ('mars' fr-RW, 'Wer.' rw-RW). Anything else is returned unchanged.
 */
export function formatMonth(month: string, opts: { withYear?: boolean; locale?: string } = {}): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const index = m ? Number(m[2]) - 1 : -1;
  let name: string | undefined = MONTHS[index];
  if (!m || !name) return month;
  const { locale } = opts;
  if (locale !== undefined) {
    name = isKinyarwanda(locale)
      ? RW_MONTHS[index]
      : dateFormat(locale, { month: 'short' }).format(new Date(2000, index, 1));
  }
  return opts.withYear ? `${name} ${m[1]}` : (name ?? month);
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
