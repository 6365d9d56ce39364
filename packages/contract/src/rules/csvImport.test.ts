/** CSV import rules (issue #13 "CSV import and export"): layouts, units, per-row errors. */
import { describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORIES } from '../vehicleRules';
import {
  convertRecords,
  detectLayout,
  KM_PER_MILE,
  LITRES_PER_US_GALLON,
  parseCsvBoolean,
  parseCsvDate,
  parseCsvNumber,
} from './csvImport';

const now = new Date('2026-03-01T12:00:00Z');
const base = { categories: EXPENSE_CATEGORIES, now };

describe('cells', () => {
  it('reads ISO, slashed and US dates', () => {
    expect(parseCsvDate('2026-01-31')).toBe('2026-01-31');
    expect(parseCsvDate('2026-01-31 08:12:00')).toBe('2026-01-31');
    expect(parseCsvDate('2026/1/5')).toBe('2026-01-05');
    expect(parseCsvDate('1/31/2026')).toBe('2026-01-31');
    expect(parseCsvDate('31/1/2026')).toBeNull();
    expect(parseCsvDate('2026-02-30')).toBeNull();
    expect(parseCsvDate('yesterday')).toBeNull();
  });
  it('reads numbers with thousands separators, currency signs and decimal commas', () => {
    expect(parseCsvNumber('1,234.50')).toBe(1234.5);
    expect(parseCsvNumber('$45.00')).toBe(45);
    expect(parseCsvNumber('65610 RWF')).toBe(65610);
    expect(parseCsvNumber('45,5')).toBe(45.5);
    expect(parseCsvNumber('')).toBeNull();
    expect(parseCsvNumber('12O910')).toBeNaN();
  });
  it('reads yes/no cells', () => {
    expect([
      parseCsvBoolean('True'),
      parseCsvBoolean('0'),
      parseCsvBoolean(''),
      parseCsvBoolean('maybe'),
    ]).toEqual([true, false, null, undefined]);
  });
});

describe('detectLayout', () => {
  it('knows the five layouts by their header', () => {
    expect(detectLayout(['Date', 'Odometer', 'FuelConsumed', 'Cost', 'FuelEconomy', 'IsFillToFull'])).toBe(
      'lubelogger_fuel',
    );
    expect(detectLayout(['Date', 'Odometer', 'Description', 'Cost', 'Notes', 'Tags'])).toBe(
      'lubelogger_service',
    );
    expect(
      detectLayout(['car_name', 'model', 'mpg', 'odometer', 'miles', 'gallons', 'price', 'fuelup_date']),
    ).toBe('fuelly');
    expect(detectLayout(['date', 'liters', 'total_cost', 'currency'])).toBe('gari_refuels');
    expect(detectLayout(['date', 'category', 'amount', 'currency', 'note'])).toBe('gari_expenses');
    expect(detectLayout(['when', 'how much'])).toBeNull();
  });
});

describe('convertRecords', () => {
  it('turns LubeLogger fuel records into refuels (US dates, fill-to-full flag)', () => {
    const out = convertRecords(
      'lubelogger_fuel',
      [
        { Date: '1/5/2026', Odometer: '120000', FuelConsumed: '40.5', Cost: '65610', IsFillToFull: 'True' },
        { Date: '2/2/2026', Odometer: '120910', FuelConsumed: '20', Cost: '32400', IsFillToFull: 'False' },
      ],
      base,
    );
    expect(out.errors).toEqual([]);
    expect(out.rows).toEqual([
      {
        row: 2,
        kind: 'refuel',
        refuel: {
          date: '2026-01-05',
          liters: 40.5,
          total_cost: 65610,
          currency: 'RWF',
          odometer_km: 120000,
          full_tank: true,
          station_name: null,
          location: null,
        },
      },
      expect.objectContaining({ row: 3, refuel: expect.objectContaining({ full_tank: false }) }),
    ]);
  });

  it('converts imperial LubeLogger files when asked', () => {
    const out = convertRecords(
      'lubelogger_fuel',
      [{ Date: '2026-01-05', Odometer: '1000', FuelConsumed: '10', Cost: '35', IsFillToFull: 'True' }],
      { ...base, units: 'imperial', currency: 'USD' },
    );
    expect(out.rows[0]).toMatchObject({
      refuel: { odometer_km: Math.round(1000 * KM_PER_MILE), liters: 37.85, total_cost: 35, currency: 'USD' },
    });
  });

  it('turns Fuelly fuel-ups into refuels: miles → km, gallons → litres, price per gallon × gallons', () => {
    const out = convertRecords(
      'fuelly',
      [
        {
          fuelup_date: '2026-01-05',
          odometer: '74565',
          gallons: '10.5',
          price: '3.459',
          partial_fuelup: '0',
          brand: 'Shell',
        },
        {
          fuelup_date: '2026-02-01',
          odometer: '75010',
          gallons: '5',
          price: '3.519',
          partial_fuelup: '1',
          brand: '',
        },
      ],
      { ...base, currency: 'USD' },
    );
    expect(out.errors).toEqual([]);
    expect(out.rows[0]).toMatchObject({
      refuel: {
        date: '2026-01-05',
        odometer_km: 120_001, // 74,565 mi × 1.609344 = 120,000.9 km
        liters: Math.round(10.5 * LITRES_PER_US_GALLON * 100) / 100, // 39.75 L
        total_cost: 36.32, // 10.5 gal × 3.459
        full_tank: true,
        station_name: 'Shell',
      },
    });
    expect(out.rows[1]).toMatchObject({ refuel: { full_tank: false, station_name: null } });
  });

  it('turns LubeLogger service records into expenses of the chosen category', () => {
    const out = convertRecords(
      'lubelogger_service',
      [{ Date: '12/10/2025', Odometer: '118500', Description: 'Oil change', Cost: '45000', Notes: '5W-30' }],
      { ...base, category: 'repair' },
    );
    expect(out.rows).toEqual([
      {
        row: 2,
        kind: 'expense',
        expense: {
          date: '2025-12-10',
          category: 'repair',
          amount: 45000,
          currency: 'RWF',
          note: 'Oil change — 5W-30',
          odometer_km: 118500,
        },
      },
    ]);
  });

  it("reads Gari's own expense layout and checks the category", () => {
    const out = convertRecords(
      'gari_expenses',
      [
        { date: '2026-01-02', category: 'Wash', amount: '3000', currency: 'rwf', note: '' },
        { date: '2026-01-03', category: 'spa', amount: '3000', currency: 'RWF', note: '' },
      ],
      base,
    );
    expect(out.rows).toHaveLength(1);
    expect(out.rows[0]).toMatchObject({ expense: { category: 'wash', currency: 'RWF', note: null } });
    expect(out.errors).toEqual([
      {
        row: 3,
        field: 'category',
        message: expect.stringMatching(/^Row 3: category must be one of maintenance/),
      },
    ]);
  });

  it('names the row number (header = row 1) and the file column of every problem', () => {
    const out = convertRecords(
      'gari_refuels',
      [
        { date: '2026-01-02', liters: '30', total_cost: '48000' },
        { date: '2027-01-02', liters: '-3', total_cost: '', full_tank: 'perhaps' },
        { date: 'soon', liters: 'ten', total_cost: '1', currency: 'francs' },
      ],
      base,
    );
    expect(out.rows.map((r) => r.row)).toEqual([2]);
    expect(out.errors.map((e) => e.message)).toEqual([
      'Row 3: date cannot be in the future.',
      'Row 3: liters must be more than 0.',
      'Row 3: total_cost is required.',
      'Row 3: full_tank must be true or false.',
      'Row 4: date "soon" is not a date (use YYYY-MM-DD).',
      'Row 4: liters "ten" is not a number.',
      'Row 4: currency must be a three-letter currency code such as RWF.',
    ]);
  });
});
