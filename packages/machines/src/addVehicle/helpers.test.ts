/** The add-vehicle form's pure helpers: names, years, mileage, the vehicle limit. */
import { describe, expect, it } from 'vitest';
import { sanitizeMileage, vehicleName, yearOptions } from './machine';
import { NOW } from './test-utils';

describe('pure helpers', () => {
  it('yearOptions: current year down to 1960 without a model', () => {
    const years = yearOptions(null, NOW);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1960);
    expect(years).toHaveLength(2025 - 1960 + 1);
    expect(yearOptions(undefined, 2000)[0]).toBe(2000);
  });
  it("yearOptions: the model's start_year..end_year, newest first", () => {
    expect(yearOptions({ start_year: 2001, end_year: 2004 }, NOW)).toEqual([2004, 2003, 2002, 2001]);
    const open = yearOptions({ start_year: 2022, end_year: null }, NOW);
    expect(open).toEqual([2025, 2024, 2023, 2022]);
    const noStart = yearOptions({ start_year: null, end_year: 1962 }, NOW);
    expect(noStart).toEqual([1962, 1961, 1960]);
  });
  it('yearOptions: clamps to 1960 and next year, ignores inverted bounds', () => {
    expect(yearOptions({ start_year: 1950, end_year: 1961 }, NOW)).toEqual([1961, 1960]);
    expect(yearOptions({ start_year: 2024, end_year: 2030 }, NOW)).toEqual([2026, 2025, 2024]);
    expect(yearOptions({ start_year: 2010, end_year: 2005 }, NOW)).toHaveLength(2025 - 1960 + 1);
  });
  it('sanitizeMileage: floored, minimum 0, invalid → 0, empty → null', () => {
    expect(sanitizeMileage(12345.9)).toBe(12345);
    expect(sanitizeMileage('88 000.5')).toBe(88000);
    expect(sanitizeMileage('1,500')).toBe(1500);
    expect(sanitizeMileage(-3)).toBe(0);
    expect(sanitizeMileage('abc')).toBe(0);
    expect(sanitizeMileage(Number.NaN)).toBe(0);
    expect(sanitizeMileage(Number.POSITIVE_INFINITY)).toBe(0);
    expect(sanitizeMileage('')).toBeNull();
    expect(sanitizeMileage('  ')).toBeNull();
    expect(sanitizeMileage(null)).toBeNull();
    expect(sanitizeMileage(undefined)).toBeNull();
  });
  it('vehicleName: year make model joined with spaces', () => {
    expect(vehicleName(2018, 'Toyota', 'RAV4')).toBe('2018 Toyota RAV4');
    expect(vehicleName(null, 'Toyota', null)).toBe('Toyota');
    expect(vehicleName(null, null, null)).toBe('');
    expect(vehicleName(2010, ' Land Rover ', 'Defender')).toBe('2010 Land Rover Defender');
  });
});
