import { LAYOUT_LABELS } from '@gari/contract/rules/csvImport';
import type { CsvPreviewResult, CsvRowProblem } from '@gari/machines/csvImport';
import { Alert } from '@gari/ui/Alert';
import { Box } from '@gari/ui/Box';
import { Button } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { Inline } from '@gari/ui/Inline';
import { Heading } from '@gari/ui/Layout';
import { Select, SelectItem } from '@gari/ui/Select';
import { toast } from '@gari/ui/Toast';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useApi } from '../../app';
import { useT } from '../../shared/locale';
import { useFormat } from '../../shared/useFormat';
import { expenseCategoryItems, useCategoryLabel } from '../StatusForms';
import * as styles from './csv.css';
import { csvT } from './messages';
import { saveTextFile, useCsvImport } from './useCsvImport';

/** Rows of the preview table shown (the rest are counted). */
export const PREVIEW_ROWS = 20;

/** The preview's rows as a table (date, what, litres, odometer, amount). */
function PreviewTable({ preview }: { preview: CsvPreviewResult }) {
  const t = useT(csvT);
  const f = useFormat();
  const categoryLabel = useCategoryLabel();
  const shown = preview.rows.slice(0, PREVIEW_ROWS);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {t('caption', {
            ready: preview.rows.length,
            total: preview.total_rows,
            layout: LAYOUT_LABELS[preview.layout as keyof typeof LAYOUT_LABELS] ?? preview.layout,
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('row')}</th>
            <th scope="col">{t('date')}</th>
            <th scope="col">{preview.kind === 'refuels' ? t('litres') : t('category')}</th>
            <th scope="col">{t('odometer')}</th>
            <th scope="col">{t('amount')}</th>
            <th scope="col">{preview.kind === 'refuels' ? t('station') : t('note')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.row}>
              <td>{r.row}</td>
              <td>{f.date(r.date)}</td>
              <td>
                {r.kind === 'refuel'
                  ? `${f.litres(r.liters)}${r.full_tank === false ? t('partial') : ''}`
                  : categoryLabel(r.category ?? '')}
              </td>
              <td>{r.odometer_km === null ? '—' : f.km(r.odometer_km)}</td>
              <td>{f.money(r.amount, r.currency)}</td>
              <td>{r.text ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.rows.length > shown.length ? (
        <p className={styles.muted}>{t('andMore', { n: preview.rows.length - shown.length })}</p>
      ) : null}
    </div>
  );
}

/** The row problems, one line each ("Row 4: Odometer … is not a number."). */
function RowErrors({ errors }: { errors: CsvRowProblem[] }) {
  const t = useT(csvT);
  return (
    <ul className={styles.errors} aria-label={t('problems')}>
      {errors.slice(0, 50).map((e) => (
        <li key={`${e.row}-${e.field}-${e.message}`} data-row={e.row} data-field={e.field}>
          {e.message}
        </li>
      ))}
      {errors.length > 50 ? <li>{t('andMore', { n: errors.length - 50 })}</li> : null}
    </ul>
  );
}

/** The export buttons in order: what each downloads and its text's key. */
const EXPORTS = [
  ['refuels', 'exportRefuels'],
  ['expenses', 'exportExpenses'],
] as const;

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
  const t = useT(csvT);
  const categoryLabel = useCategoryLabel();
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
      toast.error(t('exportFailed'), error instanceof Error ? error.message : undefined);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Card as="section" gap="sm" elevation="flat" aria-labelledby={titleId}>
      <Heading level={2} size="lg" id={titleId}>
        {t('title')}
      </Heading>
      <Inline gap="sm" wrap>
        {EXPORTS.map(([what, label]) => (
          <Button
            key={what}
            variant="secondary"
            size="sm"
            isPending={exporting === what}
            onPress={() => void exportCsv(what)}
          >
            {t(label)}
          </Button>
        ))}
      </Inline>

      <Box display="flex" flexDirection="column" gap="sm" data-state={value} aria-busy={busy}>
        <p className={styles.muted}>{t('intro')}</p>
        <Inline gap="md" wrap align="end">
          <Select
            label={t('units')}
            selectedKey={c.options.units}
            onSelectionChange={(key) =>
              send({ type: 'OPTIONS', options: { units: key === 'imperial' ? 'imperial' : 'metric' } })
            }
            isDisabled={busy}
          >
            <SelectItem id="metric" textValue={t('metric')}>
              {t('metric')}
            </SelectItem>
            <SelectItem id="imperial" textValue={t('imperial')}>
              {t('imperial')}
            </SelectItem>
          </Select>
          <Select
            label={t('serviceCategory')}
            selectedKey={c.options.category}
            onSelectionChange={(key) => send({ type: 'OPTIONS', options: { category: String(key) } })}
            isDisabled={busy}
          >
            {expenseCategoryItems(categoryLabel)}
          </Select>
          <FileTrigger
            acceptedFileTypes={['.csv', 'text/csv']}
            onSelect={(list) => {
              const file = list?.[0];
              if (file) void file.text().then((text) => send({ type: 'FILE', name: file.name, text }));
            }}
          >
            <Button variant="secondary" isDisabled={busy}>
              {c.fileName ? t('chooseAnother') : t('chooseFile')}
            </Button>
          </FileTrigger>
        </Inline>
        {c.fileName ? <p className={styles.muted}>{t('file', { name: c.fileName })}</p> : null}

        {value === 'parsing' ? <p role="status">{t('checking')}</p> : null}

        {c.error && value !== 'parsing' ? (
          <Alert tone="danger" title={value === 'errors' ? t('nothingImported') : undefined}>
            {t.message(c.error)}
          </Alert>
        ) : null}

        {value === 'errors' && c.rowErrors.length > 0 ? (
          <Alert tone="danger" title={t('fixRows', { n: c.rowErrors.length })}>
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
              {t('cancel')}
            </Button>
            <Button onPress={() => send({ type: 'CONFIRM' })} isPending={value === 'importing'}>
              {t('importRows', { n: c.preview?.rows.length ?? 0 })}
            </Button>
          </Inline>
        ) : null}

        {value === 'errors' ? (
          <Inline gap="sm" justify="end">
            <Button variant="ghost" onPress={() => send({ type: 'RESET' })}>
              {t('startOver')}
            </Button>
            {state.can({ type: 'RETRY' }) ? (
              <Button onPress={() => send({ type: 'RETRY' })}>{t('tryAgain')}</Button>
            ) : null}
          </Inline>
        ) : null}

        {value === 'done' && c.result ? (
          <Alert tone="success" title={t('importDone')}>
            {t('imported', { n: c.result.imported, kind: c.result.kind })}
          </Alert>
        ) : null}
      </Box>
    </Card>
  );
}
