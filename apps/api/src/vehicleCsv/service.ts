/**
 * CSV import and export of a car's refuels and expenses (issue #13 "CSV import and export"). The text
 * is parsed with papaparse (RFC 4180 quoting, CRLF or LF, a UTF-8 BOM dropped); the layout and rows
 * come from `@gari/contract/rules/csvImport` (Gari's own, LubeLogger fuel and service, Fuelly). The
 * import writes every row in one transaction or none. Units: litres, km, money in the row's currency
 * (default RWF).
 */
import {
  type CsvConversion,
  convertRecords,
  detectLayout,
  GARI_EXPENSE_COLUMNS,
  GARI_REFUEL_COLUMNS,
  MAX_IMPORT_ROWS,
  UNKNOWN_LAYOUT_MESSAGE,
} from '@gari/contract/rules/csvImport';
import type { CsvImportResult, CsvPreview, CsvPreviewRow } from '@gari/contract/vehicleCsv';
import { EXPENSE_CATEGORIES } from '@gari/contract/vehicleRules';
import { asc } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '../db/client';
import { expenses, refuels } from '../db/schema';
import { HttpError, INVALID_DATA_MESSAGE, invalid } from '../errors';
import { resetFromExpense } from '../reminders/service';
import { expenseValues, refuelValues, vehicleLog } from '../vehicles/service';

/** The parsed body of the import routes (contract `CsvImportBody` output). */
export interface CsvImportInput {
  csv: string;
  currency: string;
  units: 'metric' | 'imperial';
  category: string;
}

/**
 * Parses and checks the file: 422 naming `csv` when it has no header row of a known layout, no record,
 * more than {@link MAX_IMPORT_ROWS} records or broken quoting; else the conversion with its per-row
 * errors (nothing written).
 */
export function parseImport(input: CsvImportInput, now = new Date()): CsvConversion & { total_rows: number } {
  const text = input.csv.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const layout = detectLayout(fields);
  if (!layout) throw invalid({ csv: [UNKNOWN_LAYOUT_MESSAGE] });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) {
    const row = (broken.row ?? 0) + 2;
    throw invalid({ csv: [`Row ${row}: a quoted cell is not closed.`] });
  }
  const records = parsed.data;
  if (records.length === 0) throw invalid({ csv: ['The file has a header but no rows.'] });
  if (records.length > MAX_IMPORT_ROWS)
    throw invalid({
      csv: [`The file has ${records.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`],
    });
  const conversion = convertRecords(layout, records, {
    currency: input.currency,
    units: input.units,
    category: input.category,
    categories: EXPENSE_CATEGORIES,
    now,
  });
  return { ...conversion, total_rows: records.length };
}

/** The preview row of a converted row. */
function previewRow(row: CsvConversion['rows'][number]): CsvPreviewRow {
  if (row.kind === 'refuel') {
    const r = row.refuel;
    return {
      row: row.row,
      kind: 'refuel',
      date: r.date,
      liters: r.liters,
      amount: r.total_cost,
      currency: r.currency,
      odometer_km: r.odometer_km,
      full_tank: r.full_tank,
      category: null,
      text: r.station_name,
    };
  }
  const e = row.expense;
  return {
    row: row.row,
    kind: 'expense',
    date: e.date,
    liters: null,
    amount: e.amount,
    currency: e.currency,
    odometer_km: e.odometer_km,
    full_tank: null,
    category: e.category,
    text: e.note,
  };
}

/** POST …/import/preview: the layout, the rows as they would be imported and every row error. */
export function previewImport(input: CsvImportInput, now = new Date()): CsvPreview {
  const c = parseImport(input, now);
  return {
    layout: c.layout,
    kind: c.kind,
    total_rows: c.total_rows,
    rows: c.rows.map(previewRow),
    errors: c.errors,
  };
}

/**
 * POST …/import: when any row is bad, 422 whose `errors` name each bad row (`rows.<n>.<column>`) and
 * whose message names the first ("Row 4: Odometer … Nothing was imported."); nothing is written.
 * Otherwise every row is inserted in one transaction, and imported service records that name a
 * service reset its reminder (at their date and odometer).
 */
export async function importCsv(
  db: Db,
  vehicleId: number,
  input: CsvImportInput,
  now = new Date(),
): Promise<CsvImportResult> {
  const c = parseImport(input, now);
  if (c.errors.length > 0) {
    const errors: Record<string, string[]> = {};
    for (const e of c.errors) {
      const key = `rows.${e.row}.${e.field}`;
      errors[key] = [...(errors[key] ?? []), e.message];
    }
    const first = c.errors[0]?.message ?? INVALID_DATA_MESSAGE;
    const more = c.errors.length > 1 ? ` (${c.errors.length} problems in all)` : '';
    throw new HttpError(422, `${first}${more} Nothing was imported.`, errors);
  }
  await db.transaction(async (tx) => {
    const fuel = c.rows.flatMap((r) => (r.kind === 'refuel' ? [r.refuel] : []));
    const costs = c.rows.flatMap((r) => (r.kind === 'expense' ? [r.expense] : []));
    if (fuel.length > 0) {
      await tx.insert(refuels).values(fuel.map((r) => refuelValues(vehicleId, r)));
    }
    if (costs.length > 0) {
      await tx.insert(expenses).values(costs.map((e) => expenseValues(vehicleId, e)));
      // Oldest first, so the latest service of each kind is the one the reminder counts from.
      for (const e of [...costs].sort((a, b) => a.date.localeCompare(b.date)))
        await resetFromExpense(tx, vehicleId, e);
    }
  });
  return { layout: c.layout, kind: c.kind, imported: c.rows.length };
}

/** The car's refuels as Gari's refuel CSV (columns {@link GARI_REFUEL_COLUMNS}), oldest first. */
export async function refuelsCsv(db: Db, vehicleId: number): Promise<string> {
  const rows = await vehicleLog(db, refuels, vehicleId, asc);
  return Papa.unparse(
    {
      fields: [...GARI_REFUEL_COLUMNS],
      data: rows.map((r) => [
        r.date,
        r.liters,
        r.totalCost,
        r.currency,
        r.odometerKm ?? '',
        r.fullTank,
        r.stationName ?? '',
        r.location ?? '',
      ]),
    },
    { newline: '\r\n', escapeFormulae: true },
  );
}

/** The car's expenses as Gari's expense CSV (columns {@link GARI_EXPENSE_COLUMNS}), oldest first. */
export async function expensesCsv(db: Db, vehicleId: number): Promise<string> {
  const rows = await vehicleLog(db, expenses, vehicleId, asc);
  return Papa.unparse(
    {
      fields: [...GARI_EXPENSE_COLUMNS],
      data: rows.map((e) => [e.date, e.category, e.amount, e.currency, e.note ?? '']),
    },
    { newline: '\r\n', escapeFormulae: true },
  );
}
