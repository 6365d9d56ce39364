/**
 * Dates, times, numbers and money in the member's locale for mails and SMS (issue #16 "in the member's
 * own words and language"), the same text the site shows (`@gari/ui/format`, which the API does not
 * depend on):
 *
 * | locale | date        | time  | money        | km         |
 * |--------|-------------|-------|--------------|------------|
 * | en-RW  | 8 Jan 2030  | 09:00 | RWF 30,000   | 105,000 km |
 * | fr-RW  | 8 janv. 2030| 09:00 | 30 000 RWF   | 105 000 km |
 * | rw-RW  | 8 Mut. 2030 | 09:00 | RWF 30,000   | 105,000 km |
 * | sw-RW  | 8 Jan 2030  | 09:00 | RWF 30,000   | 105,000 km |
 *
 * Kinyarwanda as on the site: the day, CLDR's abbreviated `rw` month name and the year ('8 Mut. 2030';
 * Node's full ICU has the `rw` month names, which the site keeps in a table because browsers' ICU does
 * not), and numbers in English of the same region ('rw-RW' → 'en-RW'). Every other locale is `Intl`'s.
 * Calendar dates ('YYYY-MM-DD') and clock times ('HH:MM') are read as written, in no time zone, so the
 * server's zone never moves them.
 */

/** True for a Kinyarwanda locale ('rw', 'rw-RW'). */
const isKinyarwanda = (locale: string) => /^rw(?:-|$)/i.test(locale);

/** The locale `Intl` formats numbers and times with: itself, or English of the same region for `rw-*`. */
export function numberLocale(locale: string): string {
  if (!isKinyarwanda(locale)) return locale;
  const region = /^rw-([a-z]{2})$/i.exec(locale)?.[1];
  return `en-${(region ?? 'RW').toUpperCase()}`;
}

/** The formatters of one locale, as {@link mailFormat} makes them. */
export interface MailFormat {
  /** The BCP 47 locale ('fr-RW'). */
  readonly locale: string;
  /** A calendar date 'YYYY-MM-DD' (or an instant, read in UTC) as '8 Jan 2030' / '8 janv. 2030'; unreadable text unchanged. */
  date(value: string | Date): string;
  /** A clock time 'HH:MM' on the 24-hour clock ('09:00'); unreadable text unchanged. */
  time(clock: string): string;
  /** A number grouped for the locale ('105,000' / '105 000'). */
  number(n: number): string;
  /** A distance in whole km ('105,000 km'). */
  km(n: number): string;
  /** Money in major units with its ISO code where the locale puts it and the currency's decimals (RWF none). */
  money(amount: number, currency?: string): string;
}

/** Minor-unit digits of `currency` per ISO 4217 (RWF 0, USD 2); 2 for codes `Intl` does not know. */
function currencyDigits(currency: string, locale: string): number {
  try {
    return (
      new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** True when `locale` writes the currency code before the amount ('RWF 1,750'), false after ('1 750 RWF'). */
function codeFirst(currency: string, locale: string): boolean {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
    }).formatToParts(1);
    return parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  } catch {
    return true;
  }
}

/** The UTC instant of a calendar date 'YYYY-MM-DD', or of any other date text or `Date`; null when invalid. */
function readDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The formatters of `locale` (as `localeOf(language, country)` gives it: 'en-RW', 'fr-RW', 'rw-RW',
 * 'sw-KE'): `mailFormat('fr-RW').date('2030-01-08')` is '8 janv. 2030', `.money(30000)` '30 000 RWF'
 * (narrow no-break spaces as `Intl` writes them), `mailFormat('en-RW').money(30000)` 'RWF 30,000'.
 */
export function mailFormat(locale: string): MailFormat {
  const intl = numberLocale(locale);
  const numbers = new Intl.NumberFormat(intl, { maximumFractionDigits: 0 });
  const days = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const clock = new Intl.DateTimeFormat(intl, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return {
    locale,
    date(value) {
      const date = readDate(value);
      if (!date) return String(value);
      if (isKinyarwanda(locale)) return `${date.getUTCDate()} ${month.format(date)} ${date.getUTCFullYear()}`;
      return days.format(date);
    },
    time(text) {
      const hm = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
      if (!hm) return text;
      return clock.format(new Date(Date.UTC(2000, 0, 1, Number(hm[1]), Number(hm[2]))));
    },
    number: (n) => numbers.format(n),
    km: (n) => `${numbers.format(n)} km`,
    money(amount, currency = 'RWF') {
      const code = currency.toUpperCase();
      const digits = currencyDigits(code, intl);
      const text = new Intl.NumberFormat(intl, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(Math.abs(amount));
      const negative = amount < 0 && Number(text.replace(/[^0-9]/g, '')) !== 0;
      return `${negative ? '-' : ''}${codeFirst(code, intl) ? `${code} ${text}` : `${text} ${code}`}`;
    },
  };
}
