/** Service reminder rules (issue #13 "Service reminders"). */
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  DEFAULT_SCHEDULE,
  daysBetween,
  kindsOfExpense,
  needsNotice,
  reminderStanding,
  scheduleFor,
} from './reminders';

const oil = { km: 5_000, months: 6, last_done_date: '2026-01-10', last_done_km: 100_000 };

describe('schedules', () => {
  it('defaults to oil every 5,000 km or 6 months', () => {
    expect(DEFAULT_SCHEDULE.oil_change).toEqual({ km: 5_000, months: 6 });
    expect(scheduleFor(null).oil_change).toEqual({ km: 5_000, months: 6 });
  });
  it("takes the make's schedule where Gari has one (case-insensitive)", () => {
    expect(scheduleFor('Toyota').tyre_rotation).toEqual({ km: 8_000, months: 6 });
    expect(scheduleFor('Toyota').oil_change).toEqual({ km: 5_000, months: 6 });
    expect(scheduleFor('BMW').oil_change).toEqual({ km: 10_000, months: 12 });
    expect(scheduleFor('Suzuki')).toEqual(DEFAULT_SCHEDULE);
  });
});

describe('dates', () => {
  it('adds calendar months, clamped to the month end', () => {
    expect(addMonths('2026-01-10', 6)).toBe('2026-07-10');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
  it('counts days', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
  });
});

describe('reminderStanding', () => {
  it('is ok far from both limits, with the next due km and date', () => {
    const s = reminderStanding(oil, 101_000, '2026-02-01');
    expect(s).toMatchObject({
      status: 'ok',
      next_due_km: 105_000,
      next_due_date: '2026-07-10',
      km_left: 4_000,
      days_left: 159,
      due_key: '2026-01-10@100000',
    });
  });
  it('is due soon within 500 km (10 % of 5,000) or 30 days', () => {
    expect(reminderStanding(oil, 104_500, '2026-02-01').status).toBe('due_soon');
    expect(reminderStanding(oil, 104_499, '2026-02-01').status).toBe('ok');
    expect(reminderStanding(oil, 101_000, '2026-06-10').status).toBe('due_soon');
  });
  it('is due at the km or on the date, whichever comes first', () => {
    expect(reminderStanding(oil, 105_000, '2026-02-01').status).toBe('due');
    expect(reminderStanding(oil, 101_000, '2026-07-10').status).toBe('due');
  });
  it('is overdue 500 km or 30 days past it', () => {
    expect(reminderStanding(oil, 105_500, '2026-02-01').status).toBe('overdue');
    expect(reminderStanding(oil, 101_000, '2026-08-09').status).toBe('overdue');
    expect(reminderStanding(oil, 101_000, '2026-08-08').status).toBe('due');
  });
  it('counts time only when the odometer is unknown', () => {
    const s = reminderStanding({ ...oil, last_done_km: null }, null, '2026-07-11');
    expect(s).toMatchObject({ status: 'due', next_due_km: null, km_left: null, due_key: '2026-01-10@-' });
  });
  it('counts distance only when the interval has no months', () => {
    const s = reminderStanding({ ...oil, months: null }, 101_000, '2030-01-01');
    expect(s).toMatchObject({ status: 'ok', next_due_date: null, days_left: null });
  });
  it('sends notices for due and overdue only', () => {
    expect(['ok', 'due_soon', 'due', 'overdue'].map((s) => needsNotice(s as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('kindsOfExpense', () => {
  it('matches service expenses by their note', () => {
    expect(kindsOfExpense('maintenance', 'Oil change + filter')).toEqual(['oil_change']);
    expect(kindsOfExpense('repair', 'New brake pads, front')).toEqual(['brake_inspection']);
    expect(kindsOfExpense('tyres', 'Tyre rotation and balancing')).toEqual(['tyre_rotation']);
    expect(kindsOfExpense('maintenance', 'Vidange, air filter')).toEqual(['oil_change', 'air_filter']);
  });
  it('ignores other categories, empty notes and unrelated words', () => {
    expect(kindsOfExpense('wash', 'oil stain removed')).toEqual([]);
    expect(kindsOfExpense('maintenance', null)).toEqual([]);
    expect(kindsOfExpense('repair', 'Boiler? no: windscreen')).toEqual([]);
    expect(kindsOfExpense('tyres', 'New tyres')).toEqual([]);
  });
});
