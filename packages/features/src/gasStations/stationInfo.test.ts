/**
 * A price's age and source, the price and the distance in the member's language (issue #11 card texts,
 * issue #16 Locale): English by default (the price widget renders without a provider), French when
 * the French texts are registered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { t as fuelT } from '../fuelPrices/messages';
import { updatedText } from '../fuelPrices/parts';
import { registerAllLanguages } from '../i18n';
import { timeAgoIn } from '../shared/useTimeAgo';
import { t as gasT } from './messages';
import { distanceText, priceAgeText, priceText } from './stationInfo';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
/** Spaces of any kind as one plain space (Intl's French groups digits with a narrow no-break space). */
const plain = (s: string) => s.replace(/\s/g, ' ');

beforeAll(() => registerAllLanguages());

describe('price texts', () => {
  it('are English by default: age, source, price and distance', () => {
    expect(priceAgeText({ reported_at: ago(125), source: 'station', report_count: 1 }, NOW, gasT)).toBe(
      '2h ago · station',
    );
    expect(priceAgeText({ reported_at: ago(0), source: 'drivers', report_count: 3 }, NOW, gasT)).toBe(
      'Just now · 3 drivers',
    );
    expect(priceAgeText({ reported_at: ago(35), source: 'drivers', report_count: 1 }, NOW, gasT)).toBe(
      '35m ago · 1 driver',
    );
    expect(priceAgeText({ reported_at: null, source: null, report_count: 0 }, NOW, gasT)).toBe('');
    expect(priceText({ price: 1752, currency: 'RWF' })).toBe('RWF 1,752');
    expect(distanceText(2.44)).toBe('2.4 km');
    expect(distanceText(2)).toBe('2.0 km');
    expect(distanceText(12.6)).toBe('13 km');
    expect(
      priceAgeText({ reported_at: ago(60 * 50), source: 'station', report_count: 1 }, new Date(NOW), fuelT),
    ).toBe('2d ago · station');
    expect(updatedText([ago(90), null, ago(300)], new Date(NOW))).toBe('Updated 1h ago');
  });

  it('follow the member’s language', () => {
    const fr = timeAgoIn('fr-RW');
    expect(
      priceAgeText({ reported_at: ago(125), source: 'drivers', report_count: 3 }, NOW, gasT.in('fr-RW'), fr),
    ).toBe('il y a 2 h · 3 conducteurs');
    expect(plain(priceText({ price: 1752, currency: 'RWF' }, 'fr-RW'))).toBe('1 752 RWF');
    expect(plain(distanceText(2.44, 'fr-RW'))).toBe('2,4 km');
    expect(
      priceAgeText(
        { reported_at: ago(5), source: 'station', report_count: 1 },
        new Date(NOW),
        fuelT.in('fr-RW'),
        fr,
      ),
    ).toBe('il y a 5 min · station');
    expect(timeAgoIn('sw-TZ')(ago(180), NOW)).not.toBe('3h ago');
  });
});
