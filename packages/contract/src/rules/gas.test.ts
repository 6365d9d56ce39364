import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  fuelOf,
  notAvailableMessage,
  productOfListingTitle,
  stationListingTitle,
} from '../gasOptions';
import { FuelInput, GasStationQuery } from '../gasStations';
import { isAboveCeiling, judgeReport } from './fuelPrices';
import { isAlwaysOpen, isOpenAtLocal, isStationOpenAt, openMinutes } from './stationHours';

describe('station hours', () => {
  const lateNight = [{ day: 5, open: '18:00', close: '02:00' }]; // Friday 18:00 → Saturday 02:00
  it('runs an opening past midnight into the next day', () => {
    expect(openMinutes(lateNight[0] as never)).toBe(8 * 60);
    expect(isOpenAtLocal(lateNight, 5, 23 * 60)).toBe(true);
    expect(isOpenAtLocal(lateNight, 6, 60)).toBe(true); // Saturday 01:00
    expect(isOpenAtLocal(lateNight, 6, 2 * 60)).toBe(false); // closes at 02:00
    expect(isOpenAtLocal(lateNight, 5, 17 * 60 + 59)).toBe(false);
    expect(isOpenAtLocal(lateNight, 0, 60)).toBe(false); // Sunday 01:00: no Saturday entry
  });
  it('reads 00:00–00:00 as 24 hours and judges the instant in the station zone', () => {
    expect(isAlwaysOpen(ALWAYS_OPEN)).toBe(true);
    expect(isAlwaysOpen(ALWAYS_OPEN.slice(1))).toBe(false);
    const hours = [{ day: 3, open: '06:00', close: '22:00' }];
    const at = new Date('2026-11-25T20:30:00Z'); // Wed 22:30 Kigali, 23:30 Nairobi, 20:30 UTC
    expect(isStationOpenAt(hours, 'Africa/Kigali', at)).toBe(false);
    expect(isStationOpenAt(hours, 'Africa/Nairobi', at)).toBe(false);
    expect(isStationOpenAt(hours, 'UTC', at)).toBe(true);
  });
});

describe('price report confirmation', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 10, 25, h));
  it('confirms when a second member agrees within ±2 % in 6 hours', () => {
    const first = { userId: 1, priceMinor: 1750, at: at(8) };
    expect(judgeReport(first, [], null)).toEqual({ confirmed: false, agreeing: 1 });
    const second = { userId: 2, priceMinor: 1780, at: at(12) };
    expect(judgeReport(second, [first], null)).toEqual({ confirmed: true, agreeing: 2 });
    // 3 % apart, or 7 hours apart, or the same member again: no
    expect(judgeReport({ ...second, priceMinor: 1803 }, [first], null).confirmed).toBe(false);
    expect(judgeReport({ ...second, at: at(15) }, [first], null).confirmed).toBe(false);
    expect(judgeReport({ ...second, userId: 1 }, [first], null).confirmed).toBe(false);
  });
  it('confirms a report that agrees with the shown price', () => {
    expect(judgeReport({ userId: 1, priceMinor: 1700, at: at(8) }, [], 1690)).toEqual({
      confirmed: true,
      agreeing: 1,
    });
    expect(judgeReport({ userId: 1, priceMinor: 1750, at: at(8) }, [], 1690).confirmed).toBe(false);
  });
  it('flags a price above the ceiling only', () => {
    expect(isAboveCeiling(1804, 1803)).toBe(true);
    expect(isAboveCeiling(1803, 1803)).toBe(false);
    expect(isAboveCeiling(1804, null)).toBe(false);
    expect(isAboveCeiling(null, 1803)).toBe(false);
  });
});

describe('fuel names and the list query', () => {
  it('accepts the spec names, Petrol and aliases, case-insensitively', () => {
    expect(fuelOf('petrol')).toBe('Essence');
    expect(FuelInput.parse('DIESEL')).toBe('Diesel');
    expect(FuelInput.safeParse('kerosene').success).toBe(false);
    expect(notAvailableMessage('Diesel')).toBe('Diesel is not available at this station');
    expect(productOfListingTitle(stationListingTitle('Engine oil 20W-50 · 4 L', 'SP Kimironko'))).toBe(
      'Engine oil 20W-50 · 4 L',
    );
  });
  it('defaults fuel, sort and distance and names bad fields', () => {
    const q = GasStationQuery.parse({ amenities: 'atm,Shop', open_now: 'true', sort: 'best-price' });
    expect(q).toMatchObject({
      country: 'RW',
      fuel: 'Essence',
      amenities: ['ATM', 'Shop'],
      open_now: true,
      sort: 'price',
      max_distance: 25,
      limit: 20,
    });
    const bad = GasStationQuery.safeParse({ max_distance: '60', amenities: 'Pool', lat: '1' });
    const fields = bad.error?.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['amenities', 'lng', 'max_distance']);
  });
});
