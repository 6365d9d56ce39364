/**
 * CSV import rules of refuels and expenses (issue #13 "CSV import and export"): which layout a file's
 * header is, and each record turned into a refuel or an expense with per-row errors naming the row
 * number and the file's column. Pure (the API parses the CSV text with papaparse and calls these), so
 * the fake backend answers the same.
 *
 * Layouts (header names matched case-insensitively, extra columns ignored):
 * - `gari_refuels`: Gari's own refuel export — date, liters, total_cost, currency, odometer_km,
 *   full_tank, station_name, location ({@link GARI_REFUEL_COLUMNS}).
 * - `gari_expenses`: Gari's own expense export — date, category, amount, currency, note
 *   ({@link GARI_EXPENSE_COLUMNS}).
 * - `lubelogger_fuel`: LubeLogger's fuel (gas record) export — Date, Odometer, FuelConsumed, Cost,
 *   FuelEconomy, IsFillToFull, MissedFuelUp, Notes, Tags. Cost is the fill's total.
 * - `lubelogger_service`: LubeLogger's service / repair / upgrade record export — Date, Odometer,
 *   Description, Cost, Notes, Tags; imported as expenses of the chosen category (default maintenance).
 * - `fuelly`: Fuelly's fuel-up export — car_name, model, mpg, odometer, miles, gallons, price,
 *   city_percentage, fuelup_date, date_added, tags, notes, missed_fuelup, partial_fuelup, latitude,
 *   longitude, brand. `price` is per gallon; total = price × gallons.
 *
 * Units: Gari stores km and litres. Fuelly files are US units (miles, US gallons); LubeLogger files
 * are metric unless `units: 'imperial'` is chosen (LubeLogger keeps the owner's units and does not write
 * them in the file). Money is in `currency` (default RWF) as written, no conversion.
 *
 * Rows are numbered as a spreadsheet shows them: the header is row 1, the first record row 2.
 */
import { MAX_LITRES, MAX_MONEY, MAX_ODOMETER_KM } from '../vehicleRules';
import { isFutureDate } from './dates';

/** Litres in one US gallon. */
export const LITRES_PER_US_GALLON = 3.785411784;
/** km in one mile. */
export const KM_PER_MILE = 1.609344;
/** Most records one import takes. */
export const MAX_IMPORT_ROWS = 2_000;

/** Columns of Gari's refuel CSV, in order (export and import). */
export const GARI_REFUEL_COLUMNS = [
  'date',
  'liters',
  'total_cost',
  'currency',
  'odometer_km',
  'full_tank',
  'station_name',
  'location',
] as const;
/** Columns of Gari's expense CSV, in order (export and import). */
export const GARI_EXPENSE_COLUMNS = ['date', 'category', 'amount', 'currency', 'note'] as const;

/** Layouts the import accepts. */
export const CSV_LAYOUTS = [
  'gari_refuels',
  'gari_expenses',
  'lubelogger_fuel',
  'lubelogger_service',
  'fuelly',
] as const;
export type CsvLayout = (typeof CSV_LAYOUTS)[number];

/** What a layout's rows become. */
export const LAYOUT_KIND: Record<CsvLayout, 'refuels' | 'expenses'> = {
  gari_refuels: 'refuels',
  gari_expenses: 'expenses',
  lubelogger_fuel: 'refuels',
  lubelogger_service: 'expenses',
  fuelly: 'refuels',
};

/** Owner-facing names of the layouts. */
export const LAYOUT_LABELS: Record<CsvLayout, string> = {
  gari_refuels: 'Gari refuels',
  gari_expenses: 'Gari expenses',
  lubelogger_fuel: 'LubeLogger fuel records',
  lubelogger_service: 'LubeLogger service records',
  fuelly: 'Fuelly fuel-ups',
};

/** Columns each layout needs (lower-case). */
const REQUIRED: Record<CsvLayout, readonly string[]> = {
  gari_refuels: ['date', 'liters', 'total_cost'],
  gari_expenses: ['date', 'category', 'amount'],
  lubelogger_fuel: ['date', 'odometer', 'fuelconsumed', 'cost'],
  lubelogger_service: ['date', 'description', 'cost'],
  fuelly: ['fuelup_date', 'gallons', 'price'],
};

/** Message when no layout fits the header. */
export const UNKNOWN_LAYOUT_MESSAGE =
  "The file's columns are not a layout Gari knows: use Gari's own CSV, a LubeLogger fuel or service export, or a Fuelly export.";

/** The layout whose required columns are all in `headers` (most specific first), else null. */
export function detectLayout(headers: readonly string[]): CsvLayout | null {
  const have = new Set(headers.map((h) => h.trim().toLowerCase()));
  const order: CsvLayout[] = [
    'fuelly',
    'lubelogger_fuel',
    'gari_refuels',
    'gari_expenses',
    'lubelogger_service',
  ];
  return order.find((layout) => REQUIRED[layout].every((c) => have.has(c))) ?? null;
}

/** A refuel made from a row: litres, total cost in `currency`, odometer km (null unknown). */
export interface ImportedRefuel {
  date: string;
  liters: number;
  total_cost: number;
  currency: string;
  odometer_km: number | null;
  full_tank: boolean;
  station_name: string | null;
  location: string | null;
}

/** An expense made from a row: amount in `currency`; `odometer_km` only read for reminders. */
export interface ImportedExpense {
  date: string;
  category: string;
  amount: number;
  currency: string;
  note: string | null;
  odometer_km: number | null;
}

/** One good row. `row` is its spreadsheet row number (header = 1). */
export type ImportRow =
  | { row: number; kind: 'refuel'; refuel: ImportedRefuel }
  | { row: number; kind: 'expense'; expense: ImportedExpense };

/** One problem: spreadsheet row number, the file's column name, and the message ("Row 3: …"). */
export interface CsvRowError {
  row: number;
  field: string;
  message: string;
}

/** Choices of the import besides the file. */
export interface CsvConvertOptions {
  /** Currency of the file's money where it has no currency column. @default 'RWF' */
  currency?: string;
  /** Units of a LubeLogger file. Fuelly is always imperial, Gari always metric. @default 'metric' */
  units?: 'metric' | 'imperial';
  /** Category of LubeLogger service records. @default 'maintenance' */
  category?: string;
  /** Expense categories accepted (Gari's list). */
  categories: readonly string[];
  /** Now, for the "not in the future" rule. @default new Date() */
  now?: Date;
}

/** The outcome of {@link convertRecords}. */
export interface CsvConversion {
  layout: CsvLayout;
  kind: 'refuels' | 'expenses';
  rows: ImportRow[];
  errors: CsvRowError[];
}

/** A `YYYY-MM-DD` from ISO (`2026-01-31`, with or without a time), `2026/01/31` or US `1/31/2026`. */
export function parseCsvDate(value: string): string | null {
  const v = value.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(v);
  if (match) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(v);
    if (!match) return null;
    [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A number from a cell: `1234.5`, `1,234.50`, `$45.00`, `45,5` (decimal comma); null when blank;
 * NaN when not a number.
 */
export function parseCsvNumber(value: string | undefined): number | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  // A currency sign or code before or after the figure is dropped; letters inside it are not.
  let s = v
    .replace(/^[^\d.,-]+/, '')
    .replace(/[^\d.,]+$/, '')
    .replace(/\s/g, '');
  if (/^-?\d+,\d{1,2}$/.test(s)) s = s.replace(',', '.');
  else s = s.replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(s) && !/^-?\.\d+$/.test(s)) return Number.NaN;
  return Number(s);
}

/** A yes/no cell: true/false, yes/no, 1/0, y/n; null when blank; undefined when neither. */
export function parseCsvBoolean(value: string | undefined): boolean | null | undefined {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return null;
  if (['true', 'yes', 'y', '1'].includes(v)) return true;
  if (['false', 'no', 'n', '0'].includes(v)) return false;
  return undefined;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Reads one record's cells by lower-case column name and collects its errors. */
class RowReader {
  readonly errors: CsvRowError[] = [];
  constructor(
    private readonly cells: Record<string, string>,
    private readonly names: Record<string, string>,
    readonly row: number,
    private readonly now: Date,
  ) {}
  /** Records `Row N: <column> <problem>`. */
  fail(column: string, problem: string): void {
    const field = this.names[column] ?? column;
    this.errors.push({ row: this.row, field, message: `Row ${this.row}: ${field} ${problem}` });
  }
  /** Records "is required" on `column`. */
  require(column: string): void {
    this.fail(column, 'is required.');
  }
  text(column: string, max = 300): string | null {
    const v = (this.cells[column] ?? '').trim();
    if (v === '') return null;
    // Control characters are refused by the API's text rule; tabs and newlines fold to spaces.
    return v
      .replace(/\s+/g, ' ')
      .replace(/\p{Cc}/gu, '')
      .slice(0, max);
  }
  date(column: string): string {
    const raw = (this.cells[column] ?? '').trim();
    const date = raw === '' ? null : parseCsvDate(raw);
    if (!date) {
      this.fail(column, raw === '' ? 'is required.' : `"${raw}" is not a date (use YYYY-MM-DD).`);
      return '';
    }
    if (isFutureDate(date, this.now)) this.fail(column, 'cannot be in the future.');
    return date;
  }
  number(column: string, rule: { required?: boolean; positive?: boolean; max: number }): number | null {
    const raw = this.cells[column];
    const n = parseCsvNumber(raw);
    if (n === null) {
      if (rule.required) this.fail(column, 'is required.');
      return null;
    }
    if (Number.isNaN(n)) {
      this.fail(column, `"${(raw ?? '').trim()}" is not a number.`);
      return null;
    }
    if (rule.positive ? n <= 0 : n < 0) {
      this.fail(column, rule.positive ? 'must be more than 0.' : 'cannot be negative.');
      return null;
    }
    if (n > rule.max) {
      this.fail(column, `must be at most ${rule.max.toLocaleString('en-US')}.`);
      return null;
    }
    return n;
  }
  boolean(column: string, fallback: boolean): boolean {
    const b = parseCsvBoolean(this.cells[column]);
    if (b === undefined) {
      this.fail(column, 'must be true or false.');
      return fallback;
    }
    return b ?? fallback;
  }
  currency(column: string, fallback: string): string {
    const v = (this.cells[column] ?? '').trim().toUpperCase();
    if (v === '') return fallback;
    if (!/^[A-Z]{3}$/.test(v)) this.fail(column, 'must be a three-letter currency code such as RWF.');
    return v;
  }
  oneOf(column: string, allowed: readonly string[]): string {
    const v = (this.cells[column] ?? '').trim().toLowerCase();
    if (!allowed.includes(v)) this.fail(column, `must be one of ${allowed.join(', ')}.`);
    return v;
  }
}

/**
 * Turns parsed records (`records[i]` maps the file's header names to cell text) of `layout` into
 * refuels or expenses. Every row is checked; `errors` lists every problem of every row (an import
 * with any error imports nothing). Converts miles → km and US gallons → litres for imperial files,
 * rounding odometers to whole km and litres/money to 2 decimals.
 */
export function convertRecords(
  layout: CsvLayout,
  records: readonly Record<string, string>[],
  options: CsvConvertOptions,
): CsvConversion {
  const currency = options.currency ?? 'RWF';
  const imperial = layout === 'fuelly' || (layout === 'lubelogger_fuel' && options.units === 'imperial');
  const now = options.now ?? new Date();
  const rows: ImportRow[] = [];
  const errors: CsvRowError[] = [];
  records.forEach((record, i) => {
    const cells: Record<string, string> = {};
    const names: Record<string, string> = {};
    for (const [name, value] of Object.entries(record)) {
      const key = name.trim().toLowerCase();
      cells[key] = value ?? '';
      names[key] = name.trim();
    }
    const r = new RowReader(cells, names, i + 2, now);
    const km = (column: string) => {
      const n = r.number(column, { max: imperial ? MAX_ODOMETER_KM / KM_PER_MILE : MAX_ODOMETER_KM });
      return n === null ? null : Math.round(imperial ? n * KM_PER_MILE : n);
    };
    if (layout === 'gari_refuels') {
      const refuel: ImportedRefuel = {
        date: r.date('date'),
        liters: r.number('liters', { required: true, positive: true, max: MAX_LITRES }) ?? 0,
        total_cost: r.number('total_cost', { required: true, positive: true, max: MAX_MONEY }) ?? 0,
        currency: r.currency('currency', currency),
        odometer_km: km('odometer_km'),
        full_tank: r.boolean('full_tank', true),
        station_name: r.text('station_name', 120),
        location: r.text('location', 120),
      };
      if (r.errors.length === 0) rows.push({ row: r.row, kind: 'refuel', refuel });
    } else if (layout === 'lubelogger_fuel' || layout === 'fuelly') {
      const fuelly = layout === 'fuelly';
      const date = r.date(fuelly ? 'fuelup_date' : 'date');
      const volume = r.number(fuelly ? 'gallons' : 'fuelconsumed', {
        required: true,
        positive: true,
        max: imperial ? MAX_LITRES / LITRES_PER_US_GALLON : MAX_LITRES,
      });
      const cost = fuelly
        ? r.number('price', { required: true, positive: true, max: MAX_MONEY })
        : r.number('cost', { required: true, positive: true, max: MAX_MONEY });
      const odometer = km('odometer');
      const full = fuelly ? !r.boolean('partial_fuelup', false) : r.boolean('isfilltofull', true);
      const liters = volume === null ? 0 : round2(imperial ? volume * LITRES_PER_US_GALLON : volume);
      const total = cost === null || volume === null ? 0 : round2(fuelly ? cost * volume : cost);
      if (total > MAX_MONEY) r.fail('price', 'times gallons is more than 100,000,000.');
      const refuel: ImportedRefuel = {
        date,
        liters,
        total_cost: total,
        currency,
        odometer_km: odometer,
        full_tank: full,
        station_name: fuelly ? r.text('brand', 120) : null,
        location: null,
      };
      if (r.errors.length === 0) rows.push({ row: r.row, kind: 'refuel', refuel });
    } else if (layout === 'gari_expenses') {
      const expense: ImportedExpense = {
        date: r.date('date'),
        category: r.oneOf('category', options.categories),
        amount: r.number('amount', { required: true, positive: true, max: MAX_MONEY }) ?? 0,
        currency: r.currency('currency', currency),
        note: r.text('note'),
        odometer_km: null,
      };
      if (r.errors.length === 0) rows.push({ row: r.row, kind: 'expense', expense });
    } else {
      const description = r.text('description');
      const notes = r.text('notes');
      const expense: ImportedExpense = {
        date: r.date('date'),
        category: options.category ?? 'maintenance',
        amount: r.number('cost', { required: true, positive: true, max: MAX_MONEY }) ?? 0,
        currency,
        note: [description, notes].filter(Boolean).join(' — ').slice(0, 300) || null,
        odometer_km: km('odometer'),
      };
      if (!description) r.require('description');
      if (r.errors.length === 0) rows.push({ row: r.row, kind: 'expense', expense });
    }
    errors.push(...r.errors);
  });
  return { layout, kind: LAYOUT_KIND[layout], rows, errors };
}
