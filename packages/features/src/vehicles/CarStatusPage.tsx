import type { MonthlySpend, Vehicle, VehicleSummary } from '@gari/contract/vehicles';
import { BarChart } from '@gari/ui/BarChart';
import { Box } from '@gari/ui/Box';
import { LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { formatMonth, vehicleDisplayName } from '@gari/ui/format';
import { Heading } from '@gari/ui/Layout';
import { LineChart } from '@gari/ui/LineChart';
import { Link } from '@gari/ui/Link';
import { PageHeader } from '@gari/ui/PageHeader';
import { Stack } from '@gari/ui/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { type LocaleFormat, useFormat, VehicleGate } from '../shared';
import { useT } from '../shared/locale';
import * as styles from './CarStatusPage.css';
import { RepairsToLog } from './RepairsToLog';
import { AddExpenseForm, AddRefuelForm, useCategoryLabel } from './StatusForms';
import { carStatusT } from './statusMessages';
import { parseVehicleId, todayIso, useCarStatus } from './useCarStatus';

/** Service reminders and CSV import/export (issue #13), in their own chunks: the page shows without them. */
const RemindersPanel = lazy(() =>
  import('./reminders/RemindersPanel').then((m) => ({ default: m.RemindersPanel })),
);
const CsvPanel = lazy(() => import('./csv/CsvPanel').then((m) => ({ default: m.CsvPanel })));

function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card as="section" gap="sm" elevation="flat" aria-labelledby={id}>
      <Heading level={2} size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}

/** Loading / 'Failed to load' / content of one status section. */
function Loadable<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useT(carStatusT);
  if (query.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (query.isError) return <p className={styles.muted}>{t('failedToLoad')}</p>;
  return <>{children(query.data)}</>;
}

/** The recent lists of the page: the catalog keys of their title and of their empty text. */
const RECENT_TEXTS = {
  refuels: { title: 'recentRefuels', empty: 'noRefuels' },
  expenses: { title: 'recentExpenses', empty: 'noExpenses' },
} as const;

/**
 * A status panel listing recent entries (refuels, expenses; its id `status-${list}`): one row each,
 * the amount on the right.
 */
function RecentPanel<T extends { id: number }>({
  list,
  query,
  amount,
  children,
}: {
  list: keyof typeof RECENT_TEXTS;
  query: UseQueryResult<T[]>;
  amount: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const t = useT(carStatusT);
  const texts = RECENT_TEXTS[list];
  return (
    <Panel id={`status-${list}`} title={t(texts.title)}>
      <Loadable query={query}>
        {(items) =>
          items.length === 0 ? (
            <p className={styles.muted}>{t(texts.empty)}</p>
          ) : (
            <Stack as="ul" gap="none">
              {items.map((item) => (
                <li key={item.id} className={styles.row}>
                  <Box as="span" display="flex" flexDirection="column" minWidth={0}>
                    {children(item)}
                  </Box>
                  <span className={styles.rowAmount}>{amount(item)}</span>
                </li>
              ))}
            </Stack>
          )
        }
      </Loadable>
    </Panel>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.dl}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.dlRow}>
          <dt className={styles.dt}>{term}</dt>
          <dd className={styles.dd}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const dash = (v: string | null | undefined) => (v && v.trim() !== '' ? v : '—');

function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const t = useT(carStatusT);
  const f = useFormat();
  return (
    <Facts
      rows={[
        [t('year'), String(vehicle.year)],
        [t('make'), vehicle.make],
        [t('model'), vehicle.model],
        [t('mileage'), vehicle.mileage === null ? '—' : f.km(vehicle.mileage)],
        [t('fuelType'), dash(vehicle.fuel_type)],
        [t('transmission'), dash(vehicle.transmission)],
        [t('bodyStyle'), dash(vehicle.body_style)],
        [t('color'), dash(vehicle.color)],
      ]}
    />
  );
}

function LastRefuel({ summary }: { summary: VehicleSummary }) {
  const t = useT(carStatusT);
  const f = useFormat();
  const r = summary.last_refuel;
  if (!r) return <p className={styles.muted}>{t('noRefuels')}</p>;
  return (
    <Facts
      rows={[
        [t('date'), f.date(r.date)],
        [t('fuel'), f.litres(r.liters)],
        [t('cost'), f.money(r.total_cost, r.currency)],
        [t('station'), dash(r.station_name ?? r.location)],
        [t('odometer'), r.odometer_km === null ? '—' : f.km(r.odometer_km)],
      ]}
    />
  );
}

function MonthSpend({ summary }: { summary: VehicleSummary }) {
  const t = useT(carStatusT);
  const f = useFormat();
  const categoryLabel = useCategoryLabel();
  const totals = summary.month_totals;
  if (totals.length === 0) return <p className={styles.muted}>{t('nothingSpent')}</p>;
  const currency = totals[0]?.currency ?? 'RWF';
  const sum = totals.reduce((s, x) => s + x.amount, 0);
  return (
    <>
      <Box as="p" fontSize="xl" fontWeight="bold">
        {f.money(sum, currency)}
      </Box>
      <Facts rows={totals.map((x) => [categoryLabel(x.category), f.money(x.amount, x.currency)])} />
    </>
  );
}

/** A number with at most 2 decimals in the member's locale ('12.99', '12,99'). */
const twoDecimals = (f: LocaleFormat, n: number) => f.number(n, { maximumFractionDigits: 2 });
const formatEconomy = (f: LocaleFormat, n: number) => `${twoDecimals(f, n)} km/L`;

function RunningStats({ summary }: { summary: VehicleSummary }) {
  const t = useT(carStatusT);
  const f = useFormat();
  const avg = summary.stats.avg_fuel_price_30d;
  const economy = summary.fuel_economy;
  return (
    <Facts
      rows={[
        [t('avgFuelPrice'), avg === null ? '—' : `${f.money(avg)}/l`],
        [
          t('fuelEconomy'),
          economy.average_km_per_liter === null || economy.average_l_per_100km === null
            ? '—'
            : `${formatEconomy(f, economy.average_km_per_liter)} · ${twoDecimals(f, economy.average_l_per_100km)} L/100 km`,
        ],
        [t('totalRefuels'), String(summary.stats.total_refuels)],
        [t('totalDistance'), f.km(summary.stats.total_distance)],
      ]}
    />
  );
}

/**
 * Fuel economy over time (issue #13): km/L of each segment between full fills (the summary's last 12),
 * with the car's average as the reference line. Until two full fills with odometer readings exist it
 * says how to get one.
 */
function EconomyChart({ summary }: { summary: VehicleSummary }) {
  const t = useT(carStatusT);
  const f = useFormat();
  const { points, average_km_per_liter: average } = summary.fuel_economy;
  return (
    <LineChart
      title={t('fuelEconomy')}
      titleLevel={2}
      points={points.map((p) => ({ label: f.date(p.date), value: p.km_per_liter }))}
      reference={
        average === null
          ? null
          : { value: average, label: t('economyAverage', { value: formatEconomy(f, average) }) }
      }
      formatValue={(n: number) => formatEconomy(f, n)}
      valueHeader="km/L"
      emptyText={t('economyEmpty')}
    />
  );
}

/**
 * Monthly spend (oldest first) as stacked bars: label 'Mar', one segment per category with spend
 * (key = category), value = the month's total (RWF).
 */
export function spendChartData(months: MonthlySpend[], locale?: string) {
  return months.map((m) => {
    const segments = Object.entries(m.totals)
      .filter(([, v]) => v > 0)
      .map(([key, value]) => ({ key, value }));
    return {
      label: formatMonth(m.month, { locale }),
      value: segments.reduce((s, x) => s + x.value, 0),
      segments,
    };
  });
}

/** Props of {@link CarStatusPage}. */
export interface CarStatusPageProps {
  /** Today as 'YYYY-MM-DD' for the forms' default date and upper bound. @default today (local) */
  today?: string;
}

/**
 * Car status (/vehicles/{id}, spec §2 Car status; `id` from the route via react-router `useParams`):
 * vehicle details, last refuel, this month's spend, running stats (average fuel price over 30 days in
 * RWF/l, fuel economy in km/L and L/100 km, total refuels, total distance in km), the 12-month spend
 * bar chart stacked by category, the fuel-economy line chart (km/L per full fill, issue #13),
 * recent refuels (5) and recent expenses (5), forms to add a refuel and an expense, the service
 * reminders and the CSV import/export (issue #13, lazy chunks). Links: 'Book
 * service' → /maintenance, 'My Cars' → /vehicles, 'AI mechanic' → /vehicles/{id}/ai-mechanic.
 * Texts: 'Loading...', 'Failed to load vehicle.', 'Vehicle not found' (404 or a bad id) with a link to
 * My Cars, and 'Failed to load' for a section whose call failed.
 *
 * `data-state` on the root: 'loading' | 'error' | 'not-found' | 'ready' (@selector `[data-state]`).
 */
export function CarStatusPage({ today = todayIso() }: CarStatusPageProps) {
  const t = useT(carStatusT);
  const categoryLabel = useCategoryLabel();
  const params = useParams();
  const routeId = parseVehicleId(params.id);
  const { vehicle, summary, monthly, refuels, expenses } = useCarStatus(routeId);
  const f = useFormat();

  return (
    <VehicleGate name="car-status" id={routeId} vehicle={vehicle} title={t('carStatus')} styles={styles}>
      {(v, id) => (
        <>
          <p>
            <Link href="/vehicles">{t('backToMyCars')}</Link>
          </p>
          <PageHeader
            titleId="car-status-title"
            title={vehicleDisplayName(v)}
            actions={
              <>
                <LinkButton href="/maintenance" variant="primary" size="sm">
                  {t('bookService')}
                </LinkButton>
                <LinkButton href="/bookings" variant="secondary" size="sm">
                  {t('myBookings')}
                </LinkButton>
                <LinkButton href={`/vehicles/${id}/ai-mechanic`} variant="secondary" size="sm">
                  {t('aiMechanic')}
                </LinkButton>
              </>
            }
          />

          <RepairsToLog vehicleId={id} />

          <div className={styles.grid15}>
            <Panel id="status-details" title={t('vehicleDetails')}>
              <VehicleDetails vehicle={v} />
            </Panel>
            <Panel id="status-last-refuel" title={t('lastRefuel')}>
              <Loadable query={summary}>{(s) => <LastRefuel summary={s} />}</Loadable>
            </Panel>
            <Panel id="status-month" title={t('monthSpend')}>
              <Loadable query={summary}>{(s) => <MonthSpend summary={s} />}</Loadable>
            </Panel>
            <Panel id="status-stats" title={t('runningStats')}>
              <Loadable query={summary}>{(s) => <RunningStats summary={s} />}</Loadable>
            </Panel>
          </div>

          <Suspense fallback={null}>
            <RemindersPanel vehicleId={id} />
          </Suspense>

          <Card gap="sm" elevation="flat">
            <Loadable query={monthly}>
              {(months) => (
                <BarChart
                  title={t('spendingTitle')}
                  titleLevel={2}
                  data={spendChartData(months, f.locale)}
                  formatValue={(n: number) => f.money(n, months[0]?.currency ?? 'RWF')}
                  segmentLabel={categoryLabel}
                  emptyText={t('noSpending')}
                />
              )}
            </Loadable>
          </Card>

          <Card gap="sm" elevation="flat">
            <Loadable query={summary}>{(s) => <EconomyChart summary={s} />}</Loadable>
          </Card>

          <div className={styles.wide}>
            <RecentPanel list="refuels" query={refuels} amount={(r) => f.money(r.total_cost, r.currency)}>
              {(r) => (
                <>
                  <span>{f.date(r.date)}</span>
                  <span className={styles.muted}>
                    {[f.litres(r.liters), r.station_name].filter(Boolean).join(' · ')}
                  </span>
                </>
              )}
            </RecentPanel>
            <RecentPanel list="expenses" query={expenses} amount={(e) => f.money(e.amount, e.currency)}>
              {(e) => (
                <>
                  <span>
                    {f.date(e.date)} · {categoryLabel(e.category)}
                  </span>
                  {e.note ? <span className={styles.muted}>{e.note}</span> : null}
                </>
              )}
            </RecentPanel>
          </div>

          <div className={styles.wide}>
            <Card gap="sm" elevation="flat">
              <AddRefuelForm vehicleId={id} today={today} />
            </Card>
            <Card gap="sm" elevation="flat">
              <AddExpenseForm vehicleId={id} today={today} />
            </Card>
          </div>

          <Suspense fallback={null}>
            <CsvPanel vehicleId={id} />
          </Suspense>
        </>
      )}
    </VehicleGate>
  );
}
