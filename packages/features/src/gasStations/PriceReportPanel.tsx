import type { GasStationDetail } from '@gari/contract/gasStations';
import { Button, LinkButton } from '@gari/ui/Button';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { useT } from '../shared/locale';
import { t as gasT } from './messages';
import { ReportSection } from './ReportSection';

/**
 * The member's part ({@link PriceReportMember}: the `priceReport` machine, XState, the form's number
 * field) in its own chunk: visitors never load it, and a member's session is known only after the page
 * has hydrated, so the page is interactive without it (issue #8).
 */
const LazyMember = lazy(() => import('./PriceReportMember').then((m) => ({ default: m.PriceReportMember })));

/** Props of {@link PriceReportPanel}. */
export interface PriceReportPanelProps {
  station: GasStationDetail;
  /** The station's cache key (the route's id or slug). */
  stationKey: string;
}

/**
 * "Report a price" on a station page (issue #11 "signed-in members report the price they saw"):
 * visitors get 'Sign in to report a price' (back to this page after, `data-state="visitor"`); members
 * get `PriceReportMember` (while it loads, the same Report a price button, disabled,
 * `data-state="loading"`).
 */
export function PriceReportPanel({ station, stationKey }: PriceReportPanelProps) {
  const t = useT(gasT);
  const location = useLocation();
  const session = useSession();
  if (session.status === 'authenticated') {
    return (
      <Suspense
        fallback={
          <ReportSection state="loading">
            <div>
              <Button variant="secondary" isDisabled>
                {t('reportTitle')}
              </Button>
            </div>
          </ReportSection>
        }
      >
        <LazyMember station={station} stationKey={stationKey} />
      </Suspense>
    );
  }
  return (
    <ReportSection state="visitor">
      <div>
        <LinkButton variant="secondary" href={`/login?next=${encodeURIComponent(location.pathname)}`}>
          {t('reportSignIn')}
        </LinkButton>
      </div>
    </ReportSection>
  );
}
