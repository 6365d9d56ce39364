import type { Listing, ListingStatus, Order } from '@gari/contract/marketplace';
import { toast } from '@gari/ui/Toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app';
import { useT } from '../shared/locale';
import { t as sellingT } from './messages';
import { MARKETPLACE_KEY, sellerKeys } from './queryKeys';

/** What the seller can do to an order (POST /marketplace/orders/{id}/status). */
export type SellerOrderAction = 'confirmed' | 'completed' | 'cancelled';

/** The message of a failed call (the client's ApiError message), for a toast. */
const reason = (error: unknown, t: typeof sellingT) =>
  error instanceof Error && error.message ? error.message : t('saveFailed');

/**
 * The seller's listings (GET /marketplace/mine: every status, newest first) with status changes
 * (PATCH /marketplace/listings/{id} `{ status }`: publish, pause, mark sold) and delete
 * (DELETE /marketplace/listings/{id}; a listing with orders is marked sold by the server instead).
 * Changes refresh every spareshop query; failures toast the server's reason.
 */
export function useMyListings() {
  const t = useT(sellingT);
  const api = useApi();
  const queryClient = useQueryClient();
  const listings = useQuery({ queryKey: sellerKeys.listings, queryFn: () => api.marketplace.mine() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MARKETPLACE_KEY });
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: ListingStatus }) =>
      api.marketplace.update(id, { status }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Listing[]>(sellerKeys.listings, (list) =>
        list?.map((l) => (l.id === updated.id ? updated : l)),
      );
      void refresh();
    },
    onError: (error) => toast.error(t('actionFailed'), reason(error, t)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.marketplace.remove(id),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error(t('deleteFailed'), reason(error, t)),
  });
  return { listings, setStatus, remove };
}

/**
 * Orders on the seller's listings (GET /marketplace/orders, newest first) and the seller's moves
 * (POST /marketplace/orders/{id}/status): paid → confirmed → completed, or cancelled (stock given
 * back). A refused move (409) toasts the server's reason and reloads the list.
 */
export function useSellerOrders() {
  const t = useT(sellingT);
  const api = useApi();
  const queryClient = useQueryClient();
  const orders = useQuery({ queryKey: sellerKeys.orders, queryFn: () => api.marketplace.sellerOrders() });
  const update = useMutation({
    mutationFn: ({ id, status }: { id: number; status: SellerOrderAction }) =>
      api.marketplace.updateSellerOrder(id, status),
    onSuccess: (updated) => {
      queryClient.setQueryData<Order[]>(sellerKeys.orders, (list) =>
        list?.map((o) => (o.id === updated.id ? updated : o)),
      );
      void queryClient.invalidateQueries({ queryKey: MARKETPLACE_KEY });
    },
    onError: (error) => {
      toast.error(t('orderActionFailed'), reason(error, t));
      void queryClient.invalidateQueries({ queryKey: sellerKeys.orders });
    },
  });
  return { orders, update };
}
