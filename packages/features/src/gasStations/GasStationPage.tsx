import { DEFAULT_FUEL } from '@gari/contract/gasOptions';
import type { GasStationDetail } from '@gari/contract/gasStations';
import { Alert } from '@gari/ui/Alert';
import { Badge } from '@gari/ui/Badge';
import { Button, LinkButton } from '@gari/ui/Button';
import { formatMoney, formatTimeAgo } from '@gari/ui/format';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import { useState } from 'react';
import { usePageMeta } from '../app';
import * as ps from '../providers/providers.css';
import { WEEKDAYS } from '../providers/weekdays';
import * as s from './gas.css';
import { t } from './messages';
import { PriceChart } from './PriceChart';
import { PriceReportPanel } from './PriceReportPanel';
import { StationProducts } from './StationProducts';
import { directionsHref, openText } from './stationInfo';
import { useGasStation, usePriceHistory, useStationId } from './useGasStation';

/** A weekday's opening text: '06:00 – 02:00', 'Open 24 hours', or 'Closed' (hours past midnight kept). */
function hoursOf(station: GasStationDetail, day: number): string {
  const slots = station.opening_hours.filter((h) => h.day === day);
  if (slots.length === 0) return t('closed');
  return slots.map((h) => (h.open === h.close ? 'Open 24 hours' : `${h.open} – ${h.close}`)).join(', ');
}

/** The station as loaded: header, prices, products, chart, reports, hours. */
function StationView({
  station: st,
  stationKey,
  now,
}: {
  station: GasStationDetail;
  stationKey: string;
  now: number;
}) {
  const sells = (fuel: string) => st.prices.some((p) => p.fuel_type === fuel);
  const [chartFuel, setChartFuel] = useState<string>(
    sells(DEFAULT_FUEL) ? DEFAULT_FUEL : (st.prices[0]?.fuel_type ?? DEFAULT_FUEL),
  );
  const [days, setDays] = useState<30 | 90>(30);
  return (
    <>
      <PageHeader
        titleId="station-title"
        title={st.name}
        subtitle={`${st.brand} · ${st.address}, ${st.city}`}
        actions={<Badge tone={st.open_now ? 'success' : 'neutral'}>{openText(st)}</Badge>}
      />
      <ul className={ps.tags} aria-label={t('amenities')}>
        {st.amenities.map((a) => (
          <li key={a} className={ps.tag}>
            {a}
          </li>
        ))}
      </ul>
      <div className={s.reference}>
        <LinkButton
          variant="secondary"
          href={directionsHref(st)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('directions')} (opens in a new tab)`}
        >
          {t('directions')}
        </LinkButton>
        <LinkButton
          variant="ghost"
          href={st.map_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('openInMaps')} (opens in a new tab)`}
        >
          {t('openInMaps')}
        </LinkButton>
        {st.phone ? <a href={`tel:${st.phone.replace(/[^\d+]/g, '')}`}>{st.phone}</a> : null}
      </div>
      <div className={ps.detail}>
        <div className={ps.panel}>
          <StationProducts station={st} now={now} />
          <PriceChart
            stationKey={stationKey}
            prices={st.prices}
            fuel={chartFuel}
            days={days}
            onFuelChange={setChartFuel}
            onDaysChange={setDays}
          />
        </div>
        <div className={ps.panel}>
          <PriceReportPanel station={st} stationKey={stationKey} />
          <section className={ps.section} aria-labelledby="reports-title">
            <h2 id="reports-title" className={ps.cardTitle}>
              {t('recentReports')}
            </h2>
            {st.recent_reports.length === 0 ? (
              <p className={ps.muted}>{t('noReports')}</p>
            ) : (
              <ul className={s.bare} aria-label={t('recentReports')}>
                {st.recent_reports.map((r) => (
                  <li key={r.id} className={s.productRow}>
                    <span>
                      <strong>{r.fuel_type}</strong> {formatMoney(r.price, r.currency)}
                    </span>
                    <span className={ps.muted}>
                      {formatTimeAgo(r.created_at, now)} ·{' '}
                      {r.status === 'confirmed' ? t('confirmed') : t('pending')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={ps.section} aria-labelledby="hours-title">
            <h2 id="hours-title" className={ps.cardTitle}>
              {t('hours')}
            </h2>
            <table className={ps.table}>
              <caption className={ps.muted}>{t('localTime', { zone: st.timezone })}</caption>
              <tbody>
                {[1, 2, 3, 4, 5, 6, 0].map((day) => (
                  <tr key={day}>
                    <th scope="row">{WEEKDAYS[day]}</th>
                    <td>{hoursOf(st, day)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </div>
    </>
  );
}

/**
 * /gas-station/{id} (spec §2 Gas station detail; §3 Gas station, Checkout item; §5 Buy Now without a
 * price; §8 'Not Available', 'Station not found.'; issue #11): the station from GET /gas-stations/{id}
 * (id or slug): name, brand, address, open state, amenities, Directions and Open in Maps; fuel prices
 * with age, source, ceiling and Buy Now; engine oils and other products with variants; services; a
 * 30/90-day price chart; "Report a price" (members; visitors are asked to sign in); members' recent
 * reports; opening hours. The document title is the station's name. An unknown id → 'Station not
 * found.' (a full page load answers HTTP 404); other failures 'Failed to load' with Try again.
 * Server-rendered with its data. `data-state`: 'loading' | 'error' | 'not-found' | 'ready'.
 */
export function GasStationPage() {
  const id = useStationId();
  const q = useGasStation(id);
  // Registered with the page so the server renders the chart with its data too.
  usePriceHistory(id, DEFAULT_FUEL, 30);
  // Ages from when the station was fetched (the server's clock, as `reported_at`): no re-render of the
  // page after hydration (issue #8 TBT); a report refetches the station, so it reads "Just now".
  const now = q.dataUpdatedAt || Date.now();
  const notFound = id === null || q.data === null;
  const state = notFound ? 'not-found' : q.isError ? 'error' : q.isPending ? 'loading' : 'ready';
  usePageMeta({
    title: state === 'ready' ? q.data?.name : notFound ? t('notFound') : undefined,
    status: notFound ? 404 : undefined,
  });
  return (
    <section
      className={ps.page}
      data-state={state}
      aria-labelledby={state === 'ready' ? 'station-title' : 'station-state-title'}
      aria-busy={state === 'loading' || undefined}
    >
      <LinkButton href="/gas-station" variant="ghost" size="sm">
        {t('back')}
      </LinkButton>
      {state === 'loading' ? (
        <>
          <h1 id="station-state-title" className={ps.muted}>
            {t('loadingStation')}
          </h1>
          <Skeleton height="20rem" radius="lg" />
        </>
      ) : null}
      {state === 'not-found' ? (
        <>
          <PageHeader titleId="station-state-title" title={t('notFound')} subtitle={t('notFoundText')} />
          <div>
            <LinkButton href="/gas-station">{t('browse')}</LinkButton>
          </div>
        </>
      ) : null}
      {state === 'error' ? (
        <>
          <PageHeader titleId="station-state-title" title={t('failed')} />
          <Alert
            tone="danger"
            action={
              <Button variant="secondary" size="sm" onPress={() => q.refetch()}>
                {t('tryAgain')}
              </Button>
            }
          >
            {q.error instanceof Error ? q.error.message : null}
          </Alert>
        </>
      ) : null}
      {state === 'ready' && q.data && id ? <StationView station={q.data} stationKey={id} now={now} /> : null}
    </section>
  );
}
