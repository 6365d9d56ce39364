import { describe, expect, it } from 'vitest';
import { FUTURE_DATE_MESSAGE, isFutureDate, latestAllowedDate } from './dates';
import { kmBetween, roundKm } from './distance';
import { bookableDateError, INVALID_DATE_MESSAGE, openSlots, SLOT_DATE_MESSAGES } from './slots';
import { isCalendarDate } from './time';

describe('distance', () => {
  it('measures Kigali to Musanze and Huye along the great circle', () => {
    const kigali = { lat: -1.9441, lng: 30.0619 };
    expect(roundKm(kmBetween(kigali, { lat: -1.4996, lng: 29.6344 }))).toBe(68.6);
    expect(roundKm(kmBetween(kigali, { lat: -2.5967, lng: 29.7394 }))).toBe(80.9);
    expect(kmBetween(kigali, kigali)).toBe(0);
  });
});

describe('refuel and expense dates', () => {
  it('allows dates up to the latest calendar date on earth (UTC+14) and refuses later ones', () => {
    const now = new Date('2030-01-07T11:00:00Z'); // 2030-01-08 01:00 at UTC+14
    expect(latestAllowedDate(now)).toBe('2030-01-08');
    expect(isFutureDate('2030-01-08', now)).toBe(false);
    expect(isFutureDate('2030-01-09', now)).toBe(true);
    expect(FUTURE_DATE_MESSAGE).toBe('The date cannot be in the future.');
  });
});

describe('bookable dates', () => {
  const now = new Date('2030-01-07T21:30:00Z'); // 23:30 on the 7th in Kigali, already the 8th in Nairobi
  it('judges today in the provider zone and caps the window at 60 days', () => {
    expect(bookableDateError('2030-01-07', 'Africa/Kigali', now)).toBeNull();
    expect(bookableDateError('2030-01-07', 'Africa/Nairobi', now)).toBe(SLOT_DATE_MESSAGES.past);
    expect(bookableDateError('2030-03-08', 'Africa/Kigali', now)).toBeNull();
    expect(bookableDateError('2030-03-09', 'Africa/Kigali', now)).toBe(SLOT_DATE_MESSAGES.tooFar);
  });
  it('refuses dates that do not exist', () => {
    expect(isCalendarDate('2030-02-30')).toBe(false);
    expect(bookableDateError('2030-02-30', 'Africa/Kigali', now)).toBe(INVALID_DATE_MESSAGE);
  });
});

describe('open slots', () => {
  const base = { times: ['09:00', '10:00', '11:00'], date: '2030-01-07', timeZone: 'Africa/Kigali' };
  it('leaves out past and full slots and counts the room left', () => {
    const slots = openSlots({
      ...base,
      capacity: 2,
      now: new Date('2030-01-07T07:30:00Z'), // 09:30 in Kigali
      taken: (_start, time) => (time === '10:00' ? 2 : time === '11:00' ? 1 : 0),
    });
    expect(slots).toEqual([{ time: '11:00', available: 1 }]);
  });
  it('keeps every time of the day when now is null and passes the slot instant', () => {
    const starts: string[] = [];
    const slots = openSlots({
      ...base,
      capacity: 1,
      now: null,
      taken: (start) => {
        starts.push(start.toISOString());
        return 0;
      },
    });
    expect(slots.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00']);
    expect(starts[0]).toBe('2030-01-07T07:00:00.000Z');
  });
});
