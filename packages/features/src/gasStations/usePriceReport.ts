import type { GasStationDetail, PriceReportCreated } from '@gari/contract/gasStations';
import {
  type PriceReportRequest,
  type PriceReportResult,
  priceReportMachine,
} from '@gari/machines/priceReport';
import { toast } from '@gari/ui/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { useApi, useFlow } from '../app';
import { useSession } from '../auth/session';
import { gasKeys } from '../shared';
import { useT } from '../shared/locale';
import { t as gasT } from './messages';

/**
 * "Report a price" (issue #11): the `priceReport` machine with POST /gas-stations/{id}/price-reports.
 * On `reported` the station's cached page takes the fuel's new shown price and the report (so a
 * confirmed report shows at once with "Just now"), the lists and the board are refreshed, and a toast
 * says whether the price is shown or waits for a second driver. Visitors are asked to sign in instead
 * (`isMember` false).
 *
 * @param station the station page as loaded; `stationKey` its cache key (the route's id or slug).
 */
export function usePriceReport(station: GasStationDetail, stationKey: string) {
  const t = useT(gasT);
  const api = useApi();
  const qc = useQueryClient();
  const session = useSession();
  const { state, send } = useFlow(priceReportMachine, {
    actors: {
      reportPrice: fromPromise<PriceReportResult, PriceReportRequest>(({ input }) =>
        api.gasStations.reportPrice(station.id, input),
      ),
    },
    input: { fuels: station.prices.map((p) => p.fuel_type) },
    on: {
      reported: ({ result }) => {
        const { report, price } = result as PriceReportCreated['data'];
        qc.setQueryData<GasStationDetail | null>(gasKeys.station(stationKey), (old) =>
          old
            ? {
                ...old,
                prices: old.prices.map((p) => (p.fuel_type === price.fuel_type ? price : p)),
                recent_reports: [report, ...old.recent_reports].slice(0, 10),
              }
            : old,
        );
        void qc.invalidateQueries({ queryKey: gasKeys.all, predicate: (q) => q.queryKey[1] !== 'station' });
        const fuel = report.fuel_type;
        toast.success(
          t('reportedTitle'),
          report.status === 'confirmed' ? t('reportedShown', { fuel }) : t('reportedPending', { fuel }),
        );
      },
    },
  });
  return { state, send, isMember: session.status === 'authenticated' };
}
