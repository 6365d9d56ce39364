import { DEFAULT_FUEL } from '@gari/contract/gasOptions';
import type { GasStationDetail } from '@gari/contract/gasStations';
import { Badge } from '@gari/ui/Badge';
import { LinkButton } from '@gari/ui/Button';
import { PageHeader } from '@gari/ui/PageHeader';
import { useState } from 'react';
import * as ps from '../providers/providers.css';
import { TagList } from '../providers/TagList';
import { weekdayName } from '../providers/weekdays';
import { DetailGate } from '../shared/DetailGate';
import { useLocale, useT } from '../shared/locale';
import { TitledSection } from '../shared/TitledSection';
import { useFormat } from '../shared/useFormat';
import { useTimeAgo } from '../shared/useTimeAgo';
import * as s from './gas.css';
import { t as gasT } from './messages';
import { PriceChart } from './PriceChart';
import { PriceReportPanel } from './PriceReportPanel';
import { StationProducts } from './StationProducts';
import { directionsHref, openText } from './stationInfo';
import { stationT } from './stationMessages';
import { useGasStation, usePriceHistory, useStationId } from './useGasStation';

/** A weekday's opening text: '06:00 – 02:00', 'Open 24 hours', or 'Closed' (hours past midnight kept). */
function hoursOf(station: GasStationDetail, day: number, t: typeof gasT, ts: typeof stationT): string {
  const slots = station.opening_hours.filter((h) => h.day === day);
  if (slots.length === 0) return t('closed');
  return slots.map((h) => (h.open === h.close ? ts('open24Hours') : `${h.open} – ${h.close}`)).join(', ');
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
  const t = useT(gasT);
  const ts = useT(stationT);
  const { locale } = useLocale();
  const f = useFormat();
  const timeAgo = useTimeAgo();
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
        actions={<Badge tone={st.open_now ? 'success' : 'neutral'}>{openText(st, t)}</Badge>}
      />
      <TagList label={t('amenities')} tags={st.amenities} />
      <div className={s.reference}>
        <LinkButton
          variant="secondary"
          href={directionsHref(st)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('newTab', { label: t('directions') })}
        >
          {t('directions')}
        </LinkButton>
        <LinkButton
          variant="ghost"
          href={st.map_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('newTab', { label: t('openInMaps') })}
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
          <TitledSection look={ps.titledSection} titleId="reports-title" title={t('recentReports')}>
            {st.recent_reports.length === 0 ? (
              <p className={ps.muted}>{t('noReports')}</p>
            ) : (
              <ul className={s.bare} aria-label={t('recentReports')}>
                {st.recent_reports.map((r) => (
                  <li key={r.id} className={s.productRow}>
                    <span>
                      <strong>{r.fuel_type}</strong> {f.money(r.price, r.currency)}
                    </span>
                    <span className={ps.muted}>
                      {timeAgo(r.created_at, now)} ·{' '}
                      {r.status === 'confirmed' ? t('confirmed') : t('pending')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </TitledSection>
          <TitledSection look={ps.titledSection} titleId="hours-title" title={t('hours')}>
            <table className={ps.table}>
              <caption className={ps.muted}>{t('localTime', { zone: st.timezone })}</caption>
              <tbody>
                {[1, 2, 3, 4, 5, 6, 0].map((day) => (
                  <tr key={day}>
                    <th scope="row">{weekdayName(day, locale)}</th>
                    <td>{hoursOf(st, day, t, ts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TitledSection>
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
  return (
    <DetailGate name="station" catalog={gasT} query={q} missing={id === null} titleOf={(st) => st.name}>
      {(station) => <StationView station={station} stationKey={id ?? ''} now={now} />}
    </DetailGate>
  );
}
