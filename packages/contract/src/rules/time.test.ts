import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, defaultSlotTimes, isOpenAt, slotTimes } from './slots';
import { addDays, localTime, weekdayOf, zonedInstant } from './time';

describe('provider local time', () => {
  it('converts local wall-clock times to instants and back in several zones', () => {
    expect(zonedInstant('2030-01-07', '09:00', 'Africa/Kigali').toISOString()).toBe(
      '2030-01-07T07:00:00.000Z',
    );
    expect(zonedInstant('2030-01-07', '09:00', 'Africa/Nairobi').toISOString()).toBe(
      '2030-01-07T06:00:00.000Z',
    );
    expect(zonedInstant('2030-01-07', '00:00', 'Africa/Kigali').toISOString()).toBe(
      '2030-01-06T22:00:00.000Z',
    );
    // A zone with daylight saving: 09:00 in Paris is UTC+1 in January and UTC+2 in July.
    expect(zonedInstant('2030-01-07', '09:00', 'Europe/Paris').toISOString()).toBe(
      '2030-01-07T08:00:00.000Z',
    );
    expect(zonedInstant('2030-07-08', '09:00', 'Europe/Paris').toISOString()).toBe(
      '2030-07-08T07:00:00.000Z',
    );
    const local = localTime(new Date('2030-01-06T22:30:00Z'), 'Africa/Kigali');
    expect(local).toEqual({ date: '2030-01-07', time: '00:30', minutes: 30, weekday: 1 });
  });

  it('knows weekdays and adds days across month and year ends', () => {
    expect(weekdayOf('2030-01-07')).toBe(1);
    expect(weekdayOf('2030-01-06')).toBe(0);
    expect(weekdayOf('2030-01-12')).toBe(6);
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });

  it('gives the spec §9 default slots when a provider has no hours', () => {
    expect(defaultSlotTimes(1)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
    expect(defaultSlotTimes(6)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00']);
    expect(defaultSlotTimes(0)).toEqual(['10:00', '11:00', '12:00']);
    expect(slotTimes(null, 3)).toEqual(defaultSlotTimes(3));
  });

  it('makes hourly slots that fit inside the opening hours; closed days have none', () => {
    const hours = [
      { day: 1, open: '08:00', close: '12:00' },
      { day: 1, open: '14:00', close: '16:30' },
      { day: 2, open: '07:30', close: '10:00' },
    ];
    expect(slotTimes(hours, 1)).toEqual(['08:00', '09:00', '10:00', '11:00', '14:00', '15:00']);
    expect(slotTimes(hours, 2)).toEqual(['07:30', '08:30']);
    expect(slotTimes(hours, 3)).toEqual([]);
  });

  it('tells whether a provider is open at an instant in its own zone', () => {
    const hours = [{ day: 1, open: '08:00', close: '18:00' }];
    // 2030-01-07 is a Monday; 06:30Z = 08:30 in Kigali, 09:30 in Nairobi.
    expect(isOpenAt(hours, 'Africa/Kigali', new Date('2030-01-07T06:30:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'Africa/Kigali', new Date('2030-01-07T05:30:00Z'))).toBe(false);
    expect(isOpenAt(hours, 'Africa/Kigali', new Date('2030-01-07T16:00:00Z'))).toBe(false);
    expect(isOpenAt(hours, 'Africa/Nairobi', new Date('2030-01-07T05:30:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'Africa/Kigali', new Date('2030-01-08T08:00:00Z'))).toBe(false);
    // No hours: the default schedule's hours (Sunday 10:00–13:00).
    expect(DEFAULT_OPENING_HOURS.find((h) => h.day === 0)).toEqual({ day: 0, open: '10:00', close: '13:00' });
    expect(isOpenAt(null, 'Africa/Kigali', new Date('2030-01-06T09:00:00Z'))).toBe(true);
    expect(isOpenAt(null, 'Africa/Kigali', new Date('2030-01-06T12:00:00Z'))).toBe(false);
  });
});
