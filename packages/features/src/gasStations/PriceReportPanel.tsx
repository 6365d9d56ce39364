import type { GasStationDetail } from '@gari/contract/gasStations';
import { Alert } from '@gari/ui/Alert';
import { Button, LinkButton } from '@gari/ui/Button';
import { whenNeeded } from '@gari/ui/hydration';
import { Skeleton } from '@gari/ui/Skeleton';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import * as ps from '../providers/providers.css';
import * as s from './gas.css';
import { t } from './messages';
import { usePriceReport } from './useGasStation';

/**
 * The report form (a fuel select, a number field for the price): its own chunk, loaded when a member
 * is on the page (on idle or first interaction), or when Report a price is hovered, focused or pressed;
 * nobody sees it before pressing Report a price, so the page is interactive without it (issue #8).
 */
const loadReportForm = () => import('./PriceReportForm');
const LazyReportForm = lazy(() => loadReportForm().then((m) => ({ default: m.PriceReportForm })));
/** Room kept for the form while it loads (a select, a number field and the buttons). */
const REPORT_FORM_HEIGHT = '14rem';

/** Props of {@link PriceReportPanel}. */
export interface PriceReportPanelProps {
  station: GasStationDetail;
  /** The station's cache key (the route's id or slug). */
  stationKey: string;
}

/**
 * "Report a price" on a station page (issue #11 "signed-in members report the price they saw";
 * `priceReport` machine): visitors get 'Sign in to report a price' (back to this page after); members
 * open a form — fuel (those the station sells) and price per litre in its currency — with Send report
 * and Cancel. Outcomes: 'Thanks for reporting' (shown now, or waiting for a second driver) with Report
 * another price; 'Already reported' with the server's text (one report per fuel per hour; another fuel
 * may be chosen); 'Report not sent' with Try again. `data-state` = the machine's state.
 */
export function PriceReportPanel({ station, stationKey }: PriceReportPanelProps) {
  const location = useLocation();
  const report = usePriceReport(station, stationKey);
  const { state, send, isMember } = report;
  useEffect(() => (isMember ? whenNeeded(() => void loadReportForm()) : undefined), [isMember]);
  const c = state.context;
  const status = String(state.value);
  const fuels = c.fuels;

  let body: React.ReactNode;
  if (!isMember) {
    body = (
      <div>
        <LinkButton variant="secondary" href={`/login?next=${encodeURIComponent(location.pathname)}`}>
          {t('reportSignIn')}
        </LinkButton>
      </div>
    );
  } else if (state.matches('idle')) {
    body = (
      <div>
        <Button
          variant="secondary"
          onPress={() => send({ type: 'OPEN' })}
          onHoverStart={() => void loadReportForm()}
          onFocus={() => void loadReportForm()}
          isDisabled={fuels.length === 0}
        >
          {t('reportTitle')}
        </Button>
      </div>
    );
  } else if (state.matches('reported') && c.result) {
    const fuel = c.result.report.fuel_type;
    body = (
      <Alert
        tone="success"
        title={t('reportedTitle')}
        action={
          <div className={s.reference}>
            <Button size="sm" variant="secondary" onPress={() => send({ type: 'OPEN' })}>
              {t('reportAnother')}
            </Button>
            <Button size="sm" variant="ghost" onPress={() => send({ type: 'CANCEL' })}>
              {t('close')}
            </Button>
          </div>
        }
      >
        {c.result.report.status === 'confirmed'
          ? t('reportedShown', { fuel })
          : t('reportedPending', { fuel })}
      </Alert>
    );
  } else {
    body = (
      <Suspense fallback={<Skeleton height={REPORT_FORM_HEIGHT} radius="lg" />}>
        <LazyReportForm report={report} currency={station.currency} />
      </Suspense>
    );
  }

  return (
    <section className={ps.section} aria-labelledby="report-title" data-state={isMember ? status : 'visitor'}>
      <h2 id="report-title" className={ps.cardTitle}>
        {t('reportTitle')}
      </h2>
      <p className={ps.muted}>{t('reportIntro')}</p>
      {body}
    </section>
  );
}
