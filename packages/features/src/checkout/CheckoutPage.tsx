import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../app';
import { useT } from '../shared/locale';
import { SESSION_KEY } from '../shared/queryKeys';
import { CheckoutFlow } from './CheckoutFlow';
import * as s from './checkout.css';
import { readCheckoutQuery } from './checkoutQuery';
import { t as checkoutT } from './messages';
import { type UseCheckoutInput, type UseCheckoutOptions, useCheckout } from './useCheckout';

function Flow({ input, options }: { input: UseCheckoutInput; options: UseCheckoutOptions }) {
  const checkout = useCheckout(input, options);
  return <CheckoutFlow checkout={checkout} />;
}

/** Props of {@link CheckoutPage} (stories start it from a state). */
export interface CheckoutPageProps {
  /** Start the flow from this snapshot. */
  snapshot?: UseCheckoutOptions['snapshot'];
  /** Poll interval while waiting for the phone, ms. @default 3000 */
  pollInterval?: number;
}

/**
 * /checkout (spec §2 Listing detail "Proceed to Checkout … /checkout with query item_id", §3 Checkout
 * item, §8; issue #10), for signed-in members (the route wraps it in `RequireAuth`). The query says
 * what to check out ({@link readCheckoutQuery}): `?item_id=<listing id>&quantity=n` (one listing, read
 * from the API), `?order_id=` (an order already placed), else the member's cart (`?seller_id=` picks
 * a seller). The member's name is prefilled (GET /users/me). Once the order exists the URL becomes
 * `?order_id=<id>` (history replaced), so a reload while the phone prompt is out resumes the wait
 * instead of ordering again. Nothing to check out: the §8 toast and an empty state.
 */
export function CheckoutPage({ snapshot, pollInterval }: CheckoutPageProps = {}) {
  const t = useT(checkoutT);
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const [source] = useState(() => readCheckoutQuery(params));
  const me = useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => api.auth.me(),
    enabled: api.isSignedIn(),
    retry: false,
  });
  const heading = <PageHeader titleId="checkout-page-title" title={t('title')} />;
  return (
    <section className={s.page} aria-labelledby="checkout-page-title">
      {heading}
      {api.isSignedIn() && me.isPending && !snapshot ? (
        <div aria-busy="true">
          <Skeleton height="16rem" />
        </div>
      ) : (
        <Flow
          input={{ source, contact: { full_name: me.data?.name ?? null } }}
          options={{
            snapshot,
            pollInterval,
            onEvent: (e) => {
              if (e.type === 'order.placed') setParams({ order_id: String(e.orderId) }, { replace: true });
            },
          }}
        />
      )}
    </section>
  );
}
