import { FUEL_TYPES, PRICE_HISTORY_DAYS } from '@gari/contract/gasOptions';
import type { FuelPrice } from '@gari/contract/gasStations';
import { Alert } from '@gari/ui/Alert';
import { Box } from '@gari/ui/Box';
import { formatMonth } from '@gari/ui/format';
import { LineChart } from '@gari/ui/LineChart';
import { Skeleton } from '@gari/ui/Skeleton';
import * as ps from '../providers/providers.css';
import { useT } from '../shared/locale';
import { OptionSelect } from '../shared/OptionSelect';
import { TitledSection } from '../shared/TitledSection';
import { ToggleChips } from '../shared/ToggleChips';
import { useFormat } from '../shared/useFormat';
import * as s from './gas.css';
import { t as gasT } from './messages';
import { stationT } from './stationMessages';
import { usePriceHistory } from './useGasStation';

/**
 * '2026-11-20' → '20 Nov' ('20 nov.' in fr-RW): the chart's day labels, the date being the station's
 * local day; English keeps the three-letter months of `formatMonth`.
 */
const dayLabel = (iso: string, locale: string) =>
  `${Number(iso.slice(8, 10))} ${formatMonth(iso.slice(0, 7), locale.startsWith('en') ? {} : { locale })}`;

/** Props of {@link PriceChart}. */
export interface PriceChartProps {
  /** The station's id or slug. */
  stationKey: string;
  /** The station's fuels (the chart's choices). */
  prices: readonly FuelPrice[];
  fuel: string;
  days: 30 | 90;
  onFuelChange: (fuel: string) => void;
  onDaysChange: (days: 30 | 90) => void;
}

/**
 * The price chart of a station (issue #11 "a 30/90-day price chart"): a fuel select and 30 days / 90
 * days choice over a {@link LineChart} of the daily shown price per litre, with the regulated ceiling of
 * the period as a dashed line. Loading: a skeleton; failure: 'Failed to load'.
 */
export function PriceChart({ stationKey, prices, fuel, days, onFuelChange, onDaysChange }: PriceChartProps) {
  const t = useT(gasT);
  const ts = useT(stationT);
  const f = useFormat();
  const history = usePriceHistory(stationKey, fuel, days);
  const fuels = FUEL_TYPES.filter((f) => prices.some((p) => p.fuel_type === f));
  const data = history.data;
  const currency = data?.meta.currency ?? prices[0]?.currency ?? 'RWF';
  const ceiling = data?.meta.ceilings.at(-1) ?? null;
  return (
    <TitledSection look={ps.titledSection} titleId="chart-title" title={t('pricePerLitre')}>
      <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="md">
        <OptionSelect
          className={ps.barSelect}
          label={t('chartFuel')}
          value={fuel}
          options={fuels}
          onChange={onFuelChange}
        />
        <ToggleChips
          className={s.chips}
          chipClassName={ps.wave}
          aria-label={t('chartDays')}
          selectionMode="single"
          selectedKeys={[String(days)]}
          onChange={(keys) => onDaysChange(keys.includes('90') ? 90 : 30)}
          items={PRICE_HISTORY_DAYS.map((d) => ({ id: String(d), label: t('days', { days: d }) }))}
        />
      </Box>
      {history.isPending ? (
        <Skeleton height="15rem" radius="lg" />
      ) : history.isError ? (
        <Alert tone="danger" title={t('failed')}>
          {history.error instanceof Error ? history.error.message : null}
        </Alert>
      ) : (
        <LineChart
          title={t('chartTitle', { fuel: data?.meta.fuel_type ?? fuel, days: data?.meta.days ?? days })}
          titleLevel={3}
          points={(data?.data ?? []).map((p) => ({ label: dayLabel(p.date, f.locale), value: p.price }))}
          reference={
            ceiling
              ? { value: ceiling.price, label: ts('ceilingRef', { regulator: ceiling.regulator }) }
              : null
          }
          formatValue={(n) => f.money(Math.round(n * 100) / 100, currency)}
          valueHeader={t('pricePerLitre')}
          missingText={t('noPriceThatDay')}
          emptyText={t('chartEmpty', { fuel })}
          height={180}
        />
      )}
    </TitledSection>
  );
}
