import { describe, expect, it } from 'vitest';
import {
  formatBadgeCount,
  formatDate,
  formatKm,
  formatLitres,
  formatMoney,
  formatMonth,
  formatNumber,
  formatNumberShort,
  formatTime,
  formatTimeAgo,
  numberLocale,
  toDate,
  vehicleDisplayName,
} from '.';

describe('formatMoney', () => {
  it('RWF has no decimals and a plain space', () => {
    expect(formatMoney(1750)).toBe('RWF 1,750');
    expect(formatMoney(1750.6)).toBe('RWF 1,751');
    expect(formatMoney(0)).toBe('RWF 0');
    expect(formatMoney(1234567, 'rwf')).toBe('RWF 1,234,567');
  });
  it('other currencies keep their own decimals; negatives and missing values', () => {
    expect(formatMoney(12.5, 'USD')).toBe('USD 12.50');
    expect(formatMoney(1000, 'KES')).toBe('KES 1,000.00');
    expect(formatMoney(-300)).toBe('-RWF 300');
    expect(formatMoney(-0.2)).toBe('RWF 0');
    expect(formatMoney(5, 'XYZ')).toBe('XYZ 5.00');
    // The locale groups the digits and places the code (issue #16 Locale: German writes it after).
    expect(formatMoney(1750, 'RWF', 'de-DE')).toBe('1.750 RWF');
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(null)).toBe('—');
  });
});

describe('formatNumberShort', () => {
  it('is plain under 1000', () => {
    expect(formatNumberShort(0)).toBe('0');
    expect(formatNumberShort(999)).toBe('999');
    expect(formatNumberShort(-5)).toBe('-5');
  });
  it('abbreviates with K+, M+, B+ rounding down to one decimal', () => {
    expect(formatNumberShort(1000)).toBe('1K+');
    expect(formatNumberShort(1500)).toBe('1.5K+');
    expect(formatNumberShort(1599)).toBe('1.5K+');
    expect(formatNumberShort(999_999)).toBe('999.9K+');
    expect(formatNumberShort(1_000_000)).toBe('1M+');
    expect(formatNumberShort(2_000_000)).toBe('2M+');
    expect(formatNumberShort(2_300_000)).toBe('2.3M+');
    expect(formatNumberShort(1_250_000_000)).toBe('1.2B+');
    expect(formatNumberShort(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatBadgeCount', () => {
  it('caps at 99+', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(5)).toBe('5');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12, 9)).toBe('9+');
    expect(formatBadgeCount(-3)).toBe('0');
    expect(formatBadgeCount(undefined)).toBe('0');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date(2026, 10, 20, 12, 0, 0); // 20 Nov 2026 12:00 local
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  it('Just now under a minute (and for future times)', () => {
    expect(formatTimeAgo(now, now)).toBe('Just now');
    expect(formatTimeAgo(ago(59_999), now)).toBe('Just now');
    expect(formatTimeAgo(new Date(now.getTime() + 5 * MIN), now)).toBe('Just now');
  });
  it('Nm ago under 60 minutes', () => {
    expect(formatTimeAgo(ago(MIN), now)).toBe('1m ago');
    expect(formatTimeAgo(ago(59 * MIN + 59_999), now)).toBe('59m ago');
  });
  it('Nh ago under 24 hours', () => {
    expect(formatTimeAgo(ago(HOUR), now)).toBe('1h ago');
    expect(formatTimeAgo(ago(DAY - 1), now)).toBe('23h ago');
  });
  it('Nd ago under 7 days', () => {
    expect(formatTimeAgo(ago(DAY), now)).toBe('1d ago');
    expect(formatTimeAgo(ago(7 * DAY - 1), now.getTime())).toBe('6d ago');
  });
  it('a date from 7 days', () => {
    expect(formatTimeAgo(ago(7 * DAY), now)).toBe('13 Nov 2026');
    expect(formatTimeAgo(new Date(2025, 0, 5, 9).toISOString(), now)).toBe('5 Jan 2025');
    expect(formatTimeAgo('not a date', now)).toBe('—');
  });
});

describe('dates, units and names', () => {
  it('formatDate reads calendar dates as local days', () => {
    expect(formatDate('2026-11-12')).toBe('12 Nov 2026');
    expect(formatDate(new Date(2026, 8, 1))).toBe('1 Sep 2026');
    expect(formatDate(null)).toBe('—');
    expect(toDate('2026-02-30')).toBeNull();
    expect(toDate('garbage')).toBeNull();
    expect(toDate('2026-03-04')?.getDate()).toBe(4);
  });
  it('formatKm and formatLitres', () => {
    expect(formatKm(12345.6)).toBe('12,346 km');
    expect(formatKm(0)).toBe('0 km');
    expect(formatKm(null)).toBe('—');
    expect(formatLitres(40.256)).toBe('40.26 L');
    expect(formatLitres(40)).toBe('40 L');
    expect(formatLitres(undefined)).toBe('—');
  });
  it('formatMonth', () => {
    expect(formatMonth('2026-03')).toBe('Mar');
    expect(formatMonth('2026-12', { withYear: true })).toBe('Dec 2026');
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('March')).toBe('March');
  });
  it('vehicleDisplayName: name, else year make model', () => {
    expect(vehicleDisplayName({ name: 'Daily RAV4', year: 2015, make: 'Toyota', model: 'RAV4' })).toBe(
      'Daily RAV4',
    );
    expect(vehicleDisplayName({ name: '  ', year: 2015, make: 'Toyota', model: 'RAV4' })).toBe(
      '2015 Toyota RAV4',
    );
    expect(vehicleDisplayName({ name: null, year: 2015, make: 'Toyota', model: null })).toBe('2015 Toyota');
    expect(vehicleDisplayName({})).toBe('');
  });
});

/** Issue #16 Locale: the member's locale, the same text in Node and in Chromium (rw formatted by Gari). */
describe('locales', () => {
  const day = new Date(2026, 10, 24, 14, 5); // 24 Nov 2026 14:05 local
  it('formatDate: day, short month, year, never US order; weekday first on request', () => {
    expect(formatDate(day, 'en-RW')).toBe('24 Nov 2026');
    expect(formatDate(day, 'fr-RW')).toBe('24 nov. 2026');
    expect(formatDate(day, 'rw-RW')).toBe('24 Ugu. 2026');
    expect(formatDate(day, 'sw-KE')).toBe('24 Nov 2026');
    expect(formatDate('2026-03-05', 'rw')).toBe('5 Wer. 2026');
    expect(formatDate(day, 'en-RW', { weekday: true })).toBe('Tue, 24 Nov 2026');
    expect(formatDate(day, 'fr-RW', { weekday: true })).toBe('mar. 24 nov. 2026');
    expect(formatDate(day, 'rw-RW', { weekday: true })).toBe('Kab., 24 Ugu. 2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 24, 23, 30)), 'rw-RW', { timeZone: 'UTC' })).toBe(
      '24 Ugu. 2026',
    );
    expect(formatDate('nope', 'fr-RW')).toBe('—');
  });
  it('formatTime: 24-hour clock in every locale; HH:MM text as is', () => {
    for (const locale of ['en-RW', 'fr-RW', 'rw-RW', 'sw-TZ', 'en-US'])
      expect(formatTime(day, locale)).toBe('14:05');
    expect(formatTime('09:30', 'fr-RW')).toBe('09:30');
    expect(formatTime('9:30')).toBe('09:30');
    expect(formatTime('later')).toBe('—');
  });
  it('formatMoney: RWF without decimals, grouped and placed per locale', () => {
    expect(formatMoney(15000, 'RWF', 'en-RW')).toBe('RWF 15,000');
    expect(formatMoney(15000, 'RWF', 'fr-RW')).toBe('15\u202f000 RWF');
    expect(formatMoney(15000, 'RWF', 'rw-RW')).toBe('RWF 15,000');
    expect(formatMoney(15000, 'RWF', 'sw-KE')).toBe('RWF 15,000');
    expect(formatMoney(-300, 'RWF', 'fr-RW')).toBe('-300 RWF');
  });
  it('formatNumber, formatMonth and the Kinyarwanda number locale', () => {
    expect(formatNumber(1234567.5, 'fr-RW')).toBe('1\u202f234\u202f567,5');
    expect(formatNumber(1234567.5, 'rw-RW')).toBe('1,234,567.5');
    expect(formatNumber(null, 'fr-RW')).toBe('—');
    expect(formatMonth('2026-03', { locale: 'fr-RW' })).toBe('mars');
    expect(formatMonth('2026-03', { locale: 'rw-RW', withYear: true })).toBe('Wer. 2026');
    expect(numberLocale('rw-RW')).toBe('en-RW');
    expect(numberLocale('rw')).toBe('en-RW');
    expect(numberLocale('fr-RW')).toBe('fr-RW');
  });
});
