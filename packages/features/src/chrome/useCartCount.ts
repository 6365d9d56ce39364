import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app';
import { useSession } from '../auth/session';
import { useLocalCartCount } from '../cart/localCart';
import { cartKeys } from '../shared';

/**
 * Units in the cart for the top-bar badge (spec §2 Global chrome cart; issue #10 "The top bar's cart
 * badge counts items"): a visitor's from local storage (`gari.cart`), a member's from GET /cart/items
 * (`meta.count`, cached under `cartKeys.member`, the key the cart views write) plus any local lines not
 * merged yet. 0 on the server and while hydrating. Light on purpose: it does not load the cart machine.
 */
export function useCartCount(): number {
  const api = useApi();
  const { status } = useSession();
  const localCount = useLocalCartCount();
  const member = useQuery({
    queryKey: cartKeys.member,
    queryFn: () => api.marketplace.cart(),
    enabled: status === 'authenticated',
    staleTime: 30_000,
  });
  return status === 'authenticated' ? (member.data?.meta.count ?? 0) + localCount : localCount;
}
