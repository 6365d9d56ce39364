import { LAYOUT_LABELS } from '@gari/contract/rules/csvImport';
import { EXPENSE_CATEGORIES } from '@gari/contract/vehicleRules';
import type { CsvPreviewResult, CsvRowProblem } from '@gari/machines/csvImport';
import { Alert } from '@gari/ui/Alert';
import { Button } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { formatDate, formatKm, formatLitres, formatMoney } from '@gari/ui/format';
import { Inline } from '@gari/ui/Inline';
import { Heading } from '@gari/ui/Layout';
import { Select, SelectItem } from '@gari/ui/Select';
import { toast } from '@gari/ui/Toast';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useApi } from '../../app';
import { categoryLabel } from '../StatusForms';
import * as styles from './csv.css';
import { t } from './messages';
import { saveTextFile, useCsvImport } from './useCsvImport';

/** Rows of the preview table shown (the rest are counted). */
export const PREVIEW_ROWS = 20;

/** The preview's rows as a table (date, what, litres, odometer, amount). */
function PreviewTable({ preview }: { preview: CsvPreviewResult }) {
  const shown = preview.rows.slice(0, PREVIEW_ROWS);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {preview.rows.length} of {preview.total_rows} row{preview.total_rows === 1 ? '' : 's'} ready (
          {LAYOUT_LABELS[preview.layout as keyof typeof LAYOUT_LABELS] ?? preview.layout})
        </caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Date</th>
            <th scope="col">{preview.kind === 'refuels' ? 'Litres' : 'Category'}</th>
            <th scope="col">Odometer</th>
            <th scope="col">Amount</th>
            <th scope="col">{preview.kind === 'refuels' ? 'Station' : 'Note'}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.row}>
              <td>{r.row}</td>
              <td>{formatDate(r.date)}</td>
              <td>
                {r.kind === 'refuel'
                  ? `${formatLitres(r.liters)}${r.full_tank === false ? ' (partial)' : ''}`
                  : categoryLabel(r.category ?? '')}
              </td>
              <td>{r.odometer_km === null ? '—' : formatKm(r.odometer_km)}</td>
              <td>{formatMoney(r.amount, r.currency)}</td>
              <td>{r.text ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.rows.length > shown.length ? (
        <p className={styles.muted}>…and {preview.rows.length - shown.length} more.</p>
      ) : null}
    </div>
  );
}

/** The row problems, one line each ("Row 4: Odometer … is not a number."). */
function RowErrors({ errors }: { errors: CsvRowProblem[] }) {
  return (
    <ul className={styles.errors} aria-label="Problems in the file">
      {errors.slice(0, 50).map((e) => (
        <li key={`${e.row}-${e.field}-${e.message}`} data-row={e.row} data-field={e.field}>
          {e.message}
        </li>
      ))}
      {errors.length > 50 ? <li>…and {errors.length - 50} more.</li> : null}
    </ul>
  );
}

/** Props of {@link CsvPanel}. */
export interface CsvPanelProps {
  vehicleId: number;
  /** The machine (stories pass one started elsewhere); default the `csvImport` machine. */
  machine?: Parameters<typeof useCsvImport>[1];
}

/**
 * "Import and export" on the car page (issue #13 "CSV import and export"): Export refuels / Export
 * expenses (Gari's CSV, saved as a file), and the import: choose a CSV (Gari's own, LubeLogger fuel or
 * service records, Fuelly), the units of a LubeLogger file and the category of service records; the
 * server checks every row and shows the preview (rows to import) or the problems (row number and
 * column); Import writes all rows or none.
 *
 * `data-state` on the import region: the `csvImport` machine's state (idle, parsing, preview,
 * importing, done, errors).
 */
export function CsvPanel({ vehicleId, machine }: CsvPanelProps) {
  const api = useApi();
  const { state, send } = useCsvImport(vehicleId, machine);
  const [exporting, setExporting] = useState<'refuels' | 'expenses' | null>(null);
  const titleId = useId();
  const c = state.context;
  const value = String(state.value);
  const busy = value === 'parsing' || value === 'importing';

  const exportCsv = async (what: 'refuels' | 'expenses') => {
    setExporting(what);
    try {
      const text =
        what === 'refuels'
          ? await api.vehicleCsv.exportRefuels(vehicleId)
          : await api.vehicleCsv.exportExpenses(vehicleId);
      saveTextFile(`gari-${what}-${vehicleId}.csv`, text);
    } catch (error) {
      toast.error('Export failed', error instanceof Error ? error.message : undefined);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Card as="section" gap="sm" elevation="flat" aria-labelledby={titleId}>
      <Heading level={2} size="lg" id={titleId}>
        Import and export
      </Heading>
      <Inline gap="sm" wrap>
        <Button
          variant="secondary"
          size="sm"
          isPending={exporting === 'refuels'}
          onPress={() => void exportCsv('refuels')}
        >
          Export refuels (CSV)
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isPending={exporting === 'expenses'}
          onPress={() => void exportCsv('expenses')}
        >
          Export expenses (CSV)
        </Button>
      </Inline>

      <div className={styles.region} data-state={value} aria-busy={busy}>
        <p className={styles.muted}>
          Import refuels or expenses from Gari, LubeLogger (fuel or service records) or Fuelly. Nothing is
          imported until you confirm, and a file with a bad row imports nothing.
        </p>
        <Inline gap="md" wrap align="end">
          <Select
            label="Units of a LubeLogger file"
            selectedKey={c.options.units}
            onSelectionChange={(key) =>
              send({ type: 'OPTIONS', options: { units: key === 'imperial' ? 'imperial' : 'metric' } })
            }
            isDisabled={busy}
          >
            <SelectItem id="metric" textValue="Kilometres and litres">
              Kilometres and litres
            </SelectItem>
            <SelectItem id="imperial" textValue="Miles and US gallons">
              Miles and US gallons
            </SelectItem>
          </Select>
          <Select
            label="Service records count as"
            selectedKey={c.options.category}
            onSelectionChange={(key) => send({ type: 'OPTIONS', options: { category: String(key) } })}
            isDisabled={busy}
          >
            {EXPENSE_CATEGORIES.map((cat) => (
              <SelectItem key={cat} id={cat} textValue={categoryLabel(cat)}>
                {categoryLabel(cat)}
              </SelectItem>
            ))}
          </Select>
          <FileTrigger
            acceptedFileTypes={['.csv', 'text/csv']}
            onSelect={(list) => {
              const file = list?.[0];
              if (file) void file.text().then((text) => send({ type: 'FILE', name: file.name, text }));
            }}
          >
            <Button variant="secondary" isDisabled={busy}>
              {c.fileName ? 'Choose another file' : 'Choose a CSV file'}
            </Button>
          </FileTrigger>
        </Inline>
        {c.fileName ? <p className={styles.muted}>File: {c.fileName}</p> : null}

        {value === 'parsing' ? <p role="status">Checking the file...</p> : null}

        {c.error && value !== 'parsing' ? (
          <Alert tone="danger" title={value === 'errors' ? 'Nothing was imported' : undefined}>
            {t.message(c.error)}
          </Alert>
        ) : null}

        {value === 'errors' && c.rowErrors.length > 0 ? (
          <Alert
            tone="danger"
            title={`Fix ${c.rowErrors.length === 1 ? 'this row' : 'these rows'} and choose the file again`}
          >
            <RowErrors errors={c.rowErrors} />
          </Alert>
        ) : null}

        {(value === 'preview' || value === 'importing') && c.preview ? (
          <PreviewTable preview={c.preview} />
        ) : null}

        {value === 'preview' || value === 'importing' ? (
          <Inline gap="sm" justify="end">
            <Button
              variant="ghost"
              onPress={() => send({ type: 'RESET' })}
              isDisabled={value === 'importing'}
            >
              Cancel
            </Button>
            <Button onPress={() => send({ type: 'CONFIRM' })} isPending={value === 'importing'}>
              Import {c.preview?.rows.length ?? 0} row{c.preview?.rows.length === 1 ? '' : 's'}
            </Button>
          </Inline>
        ) : null}

        {value === 'errors' ? (
          <Inline gap="sm" justify="end">
            <Button variant="ghost" onPress={() => send({ type: 'RESET' })}>
              Start over
            </Button>
            {state.can({ type: 'RETRY' }) ? (
              <Button onPress={() => send({ type: 'RETRY' })}>Try again</Button>
            ) : null}
          </Inline>
        ) : null}

        {value === 'done' && c.result ? (
          <Alert tone="success" title="Import done">
            {c.result.imported} {c.result.kind === 'refuels' ? 'refuel' : 'expense'}
            {c.result.imported === 1 ? '' : 's'} imported.
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}
