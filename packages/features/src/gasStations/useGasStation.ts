import type { GariApi } from '@gari/client/types';
import type { GasStationDetail, PriceReportCreated } from '@gari/contract/gasStations';
import {
  type PriceReportRequest,
  type PriceReportResult,
  priceReportMachine,
} from '@gari/machines/priceReport';
import { toast } from '@gari/ui/Toast';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi, useFlow } from '../app';
import { useSession } from '../auth/session';
import { useCart } from '../cart/useCart';
import { checkoutHref } from '../checkout/checkoutQuery';
import { gasKeys, isNotFound, listingOrNull, marketplaceKeys } from '../shared';
import { t } from './messages';

/**
 * GET /gas-stations/{id} (id or slug): the station, or null when the server answers 404 — an answer,
 * not a failure: the page shows 'Station not found.' and the server renders it with status 404. Other
 * failures throw.
 */
export async function stationOrNull(api: GariApi, id: string): Promise<GasStationDetail | null> {
  try {
    return await api.gasStations.get(id);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The `:id` route parameter: a station id or slug (lower case), else null (never asked, not found). */
export function useStationId(): string | null {
  const id = useParams().id?.toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9-]{0,99}$/.test(id) ? id : null;
}

/** One station for its page (spec §2 Gas station detail): cached under `gasKeys.station(id)`; see {@link stationOrNull}. */
export function useGasStation(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: gasKeys.station(id ?? ''),
    queryFn: () => stationOrNull(api, id ?? ''),
    enabled: id !== null,
    staleTime: 30_000,
  });
}

/**
 * The daily shown price of one fuel over 30 or 90 days (GET /gas-stations/{id}/prices/history), the
 * previous chart kept while another fuel or period loads.
 */
export function usePriceHistory(id: string | null, fuel: string, days: 30 | 90) {
  const api = useApi();
  return useQuery({
    queryKey: gasKeys.history(id ?? '', fuel, days),
    queryFn: () => api.gasStations.history(id ?? '', { fuel, days }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Something a station sells: its name (for the §8 toast), spareshop listing and price (null = none). */
export interface BuyableItem {
  name: string;
  listing_id: number | null;
  price: number | null;
}

/**
 * Buy Now on a station page (spec §2 Gas station detail, §3 Checkout item, §5 "a missing price gives
 * 'Not Available' / '{fuel} is not available at this station'"; issue #11 "Buy Now into the cart"):
 * an item without a price (or no longer on sale) toasts 'Not Available'; else its spareshop listing
 * (GET /marketplace/listings/{id}) goes into the cart (the visitor's or the member's) and the browser
 * goes to `/checkout?seller_id=` of the station (sign-in first for visitors). An item already in the
 * cart goes straight to checkout.
 *
 * @returns `buy(item)`, the listing being bought (`buying`), and `canBuy` (the cart is ready).
 */
export function useBuyNow(sellerId: number | null) {
  const api = useApi();
  const qc = useQueryClient();
  const cart = useCart();
  const navigate = useNavigate();
  const [buying, setBuying] = useState<number | null>(null);
  const notAvailable = useCallback(
    (name: string) => toast.error(t('notAvailableTitle'), t('notAvailable', { product: name })),
    [],
  );
  const { pending, error, quantityOf } = cart;
  useEffect(() => {
    if (buying === null || pending) return;
    if (quantityOf(buying) > 0) {
      setBuying(null);
      navigate(checkoutHref({ sellerId }));
    } else if (error) setBuying(null);
  }, [buying, pending, error, quantityOf, navigate, sellerId]);

  const buy = async (item: BuyableItem) => {
    if (item.price === null || item.listing_id === null) return notAvailable(item.name);
    if (cart.quantityOf(item.listing_id) > 0) return navigate(checkoutHref({ sellerId }));
    const id = item.listing_id;
    setBuying(id);
    try {
      const listing = await qc.fetchQuery({
        queryKey: marketplaceKeys.listing(id),
        queryFn: () => listingOrNull(api, id),
        staleTime: 0,
      });
      if (!listing || cart.maxOf(listing) === 0) {
        setBuying(null);
        return notAvailable(item.name);
      }
      cart.dismiss();
      cart.add(listing);
    } catch (e) {
      setBuying(null);
      toast.error(t('notAvailableTitle'), e instanceof Error ? e.message : undefined);
    }
  };
  return { buy, buying, canBuy: cart.canChange, cartError: cart.error, dismissCartError: cart.dismiss };
}

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
