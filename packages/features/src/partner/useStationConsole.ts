/**
 * The station section of the partner console (issue #11 "the console gains a station section: prices,
 * products, hours, widget"): GET /partner/stations/{id} and its three writes — fuel prices (PUT
 * …/prices: shown at once, source station), products other than fuel (PUT …/products), hours (PATCH).
 * Every write stores the answer, refreshes the public gas station views and toasts.
 */
import type { PartnerStationData } from '@gari/client/gasStations';
import type { StationPricesUpdate, StationProductsUpdate, StationUpdate } from '@gari/contract/gasPartner';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app';
import { gasKeys } from '../shared';
import { useT } from '../shared/locale';
import { stationT } from './stationMessages';
import { messageOf } from './usePartnerConsole';

/** What one write sends. */
type StationWrite =
  | { part: 'prices'; body: StationPricesUpdate }
  | { part: 'products'; body: StationProductsUpdate }
  | { part: 'hours'; body: StationUpdate };

/** The first field error of a failed write ('prices.0.price: The price must be more than 0.'), else its message. */
function failureText(error: unknown): string | undefined {
  const errors = (error as { errors?: Record<string, string[]> } | null)?.errors;
  const first = errors ? Object.values(errors).flat()[0] : undefined;
  return first ?? messageOf(error);
}

/**
 * One station of the signed-in staff member: `station` (the query of GET /partner/stations/{id}: the
 * station page plus `staff_prices`), `save(write)` and `saving` (the part being saved, if any).
 * Toasts 'Prices saved' / 'Products saved' / 'Opening hours saved', or 'Failed to save …' with the
 * server's first field error.
 */
export function useStationConsole(stationId: number) {
  const t = useT(stationT);
  const api = useApi();
  const qc = useQueryClient();
  const key = gasKeys.partner(stationId);
  const station = useQuery({ queryKey: key, queryFn: () => api.gasStations.partnerStation(stationId) });
  const write = useMutation({
    mutationFn: (w: StationWrite): Promise<PartnerStationData> =>
      w.part === 'prices'
        ? api.gasStations.setPrices(stationId, w.body)
        : w.part === 'products'
          ? api.gasStations.setProducts(stationId, w.body)
          : api.gasStations.updateStation(stationId, w.body),
    onSuccess: async (data, w) => {
      qc.setQueryData(key, data);
      toast.success(t(`saved_${w.part}`));
      await qc.invalidateQueries({ queryKey: gasKeys.all, predicate: (q) => q.queryKey[1] !== 'partner' });
    },
    onError: (error, w) => toast.error(t(`failed_${w.part}`), failureText(error)),
  });
  return {
    station,
    save: (w: StationWrite) => write.mutate(w),
    saving: write.isPending ? write.variables.part : null,
  };
}

/** What {@link useStationConsole} returns. */
export type StationConsole = ReturnType<typeof useStationConsole>;
