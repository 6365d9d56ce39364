/**
 * The formatters of `@gari/ui/format` bound to the member's locale (issue #16 Locale): a view calls
 * `const f = useFormat()` and writes `f.money(15000)` ('RWF 15,000' en-RW, '15 000 RWF' fr-RW),
 * `f.date('2026-11-24')` ('24 Nov 2026', '24 nov. 2026', '24 Ugu. 2026'), `f.time('14:05')`.
 */
import {
  formatDate,
  formatKm,
  formatLitres,
  formatMoney,
  formatMonth,
  formatNumber,
  formatTime,
} from '@gari/ui/format';
import { useMemo } from 'react';
import { useLocale } from './locale';

type DateValue = Date | string | number | null | undefined;

/** What {@link useFormat} answers; every function gives '—' for a missing or invalid value. */
export interface LocaleFormat {
  /** The BCP 47 locale used ('fr-RW'). */
  locale: string;
  /** Money in `currency` units (RWF, not cents) with its ISO code. @default currency 'RWF' */
  money(amount: number | null | undefined, currency?: string): string;
  /** A day: day, short month, year ('24 nov. 2026'); `weekday` adds the short weekday first. */
  date(value: DateValue, opts?: { weekday?: boolean; timeZone?: string }): string;
  /** A time of day on the 24-hour clock ('14:05'). */
  time(value: DateValue): string;
  /** A number grouped for the locale (`Intl.NumberFormat` options). */
  number(n: number | null | undefined, options?: Intl.NumberFormatOptions): string;
  /** A distance in whole km ('12 346 km'). */
  km(n: number | null | undefined): string;
  /** Litres with up to 2 decimals ('40,26 L'). */
  litres(n: number | null | undefined): string;
  /** A month key 'YYYY-MM' as its short name ('mars'), with the year on request. */
  month(month: string, opts?: { withYear?: boolean }): string;
}

/** The formatters in the current locale (same object across renders of one locale). */
export function useFormat(): LocaleFormat {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      money: (amount, currency = 'RWF') => formatMoney(amount, currency, locale),
      date: (value, opts = {}) => formatDate(value, locale, opts),
      time: (value) => formatTime(value, locale),
      number: (n, options) => formatNumber(n, locale, options),
      km: (n) => formatKm(n, locale),
      litres: (n) => formatLitres(n, locale),
      month: (month, opts = {}) => formatMonth(month, { ...opts, locale }),
    }),
    [locale],
  );
}
