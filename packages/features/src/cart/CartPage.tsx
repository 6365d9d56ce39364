import type { CartItem } from '@gari/contract/marketplace';
import { Badge } from '@gari/ui/Badge';
import { Button, LinkButton } from '@gari/ui/Button';
import { PageHeader } from '@gari/ui/PageHeader';
import { Skeleton } from '@gari/ui/Skeleton';
import { Stack } from '@gari/ui/Stack';
import { Link } from 'react-aria-components';
import { checkoutHref } from '../checkout/checkoutQuery';
import { useT } from '../shared/locale';
import { listingPath } from '../shared/paths';
import { RetryAlert } from '../shared/RetryAlert';
import { TitledSection } from '../shared/TitledSection';
import { useFormat } from '../shared/useFormat';
import { CartNotice } from './CartNotice';
import * as s from './cart.css';
import { t as cartT } from './messages';
import { QuantityStepper } from './QuantityStepper';
import { type CartApi, useCart } from './useCart';

/** Where Proceed to Checkout goes: /checkout, through sign-in for visitors (the cart is merged there). */
export const cartCheckoutHref = (isMember: boolean) =>
  isMember ? checkoutHref() : `/login?next=${encodeURIComponent(checkoutHref())}`;

/** The detail page of a listing. */

/** Props of {@link CartView}. */
export interface CartViewProps {
  /** The cart hook's value ({@link useCart}). */
  cart: CartApi;
}

function CartLine({ line, cart }: { line: CartItem; cart: CartApi }) {
  const t = useT(cartT);
  const f = useFormat();
  const { listing } = line;
  const max = Math.max(cart.maxOf(listing), line.quantity);
  const busy = cart.pending?.listing_id === listing.id;
  const titleId = `cart-line-${listing.id}`;
  return (
    <li
      className={s.line}
      aria-labelledby={titleId}
      data-listing-id={listing.id}
      aria-busy={busy || undefined}
    >
      <div className={s.thumb}>
        {listing.image_url ? <img src={listing.images[0]?.thumb_url ?? listing.image_url} alt="" /> : null}
      </div>
      <div className={s.text}>
        <h2 id={titleId} className={s.title}>
          <Link href={listingPath(listing.id)}>{listing.title}</Link>
        </h2>
        <span className={s.note}>
          {listing.seller_name} · {listing.location}
        </span>
        <span>{f.money(listing.price, listing.currency)}</span>
        {line.available ? (
          <span className={s.note}>{t('inStock', { stock: listing.stock })}</span>
        ) : (
          <Badge tone="warning">{t('unavailable')}</Badge>
        )}
      </div>
      <div className={s.controls}>
        <QuantityStepper
          value={line.quantity}
          max={max}
          itemName={listing.title}
          isDisabled={!cart.canChange}
          onChange={(quantity) => cart.setQuantity(listing.id, quantity)}
        />
        <Button
          variant="ghost"
          size="sm"
          isDisabled={!cart.canChange}
          aria-label={`${t('remove')} ${listing.title}`}
          onPress={() => cart.remove(listing.id)}
        >
          {t('remove')}
        </Button>
        <span className={s.lineTotal}>
          {f.money(line.line_total_minor / 10 ** listing.currency_exponent, listing.currency)}
        </span>
      </div>
    </li>
  );
}

/**
 * The cart (issue #10 "Cart"; spec §2 route /cart): every line with image, title (→ its listing),
 * seller, unit price, stock, a quantity stepper bounded by the stock (1..stock, at most 99) and
 * Remove; totals per currency (amounts in each listing's currency); Proceed to Checkout → /checkout
 * (visitors through /login?next=/checkout, where their cart is merged). Empty, loading, merging and
 * failed states. `data-state` on the root is the cart machine's state ('waiting' | 'loading' |
 * 'merging' | 'ready' | 'empty' | 'saving' | 'failed').
 */
export function CartView({ cart }: CartViewProps) {
  const t = useT(cartT);
  const f = useFormat();
  const state = String(cart.state.value);
  const loading = state === 'waiting' || state === 'loading' || state === 'merging';
  const hasAvailable = cart.lines.some((l) => l.available);
  return (
    <section
      className={s.page}
      aria-labelledby="cart-title"
      data-state={state}
      aria-busy={loading || undefined}
    >
      <PageHeader
        titleId="cart-title"
        title={t('title')}
        subtitle={cart.lines.length > 0 ? t('items', { count: cart.count }) : undefined}
      />
      {loading ? (
        <Stack gap="md" role="status">
          <span className={s.note}>{state === 'merging' ? t('merging') : t('loading')}</span>
          <Skeleton height="7rem" radius="lg" />
          <Skeleton height="7rem" radius="lg" />
        </Stack>
      ) : null}
      {state === 'failed' ? (
        <RetryAlert title={t('failedTitle')} onRetry={cart.retry} retryLabel={t('tryAgain')}>
          {cart.error}
        </RetryAlert>
      ) : null}
      {state !== 'failed' ? <CartNotice cart={cart} /> : null}
      {state === 'empty' ? (
        <div className={s.empty}>
          <p>{t('empty')}</p>
          <p className={s.note}>{t('emptyHint')}</p>
          <LinkButton href="/marketplace">{t('browse')}</LinkButton>
        </div>
      ) : null}
      {(state === 'ready' || state === 'saving') && cart.lines.length > 0 ? (
        <div className={s.layout}>
          <Stack as="ul" gap="md" aria-label={t('title')}>
            {cart.lines.map((line) => (
              <CartLine key={line.listing_id} line={line} cart={cart} />
            ))}
          </Stack>
          <TitledSection
            look={{ section: s.summary, title: s.title }}
            as="aside"
            titleId="cart-totals"
            title={t('totals')}
          >
            <dl className={s.totals}>
              {cart.totals.map((total) => (
                <div key={total.currency}>
                  <dt>
                    {t('total')} ({total.currency})
                  </dt>
                  <dd>{f.money(total.amount, total.currency)}</dd>
                </div>
              ))}
            </dl>
            <LinkButton
              href={cartCheckoutHref(cart.isMember)}
              fullWidth
              isDisabled={!hasAvailable || state === 'saving'}
            >
              {t('checkout')}
            </LinkButton>
            {cart.isMember ? null : <p className={s.note}>{t('signInToCheckout')}</p>}
            <LinkButton href="/marketplace" variant="ghost" fullWidth>
              {t('continueShopping')}
            </LinkButton>
          </TitledSection>
        </div>
      ) : null}
    </section>
  );
}

/** /cart: {@link CartView} over {@link useCart}. Open to visitors (their cart is local). */
export function CartPage() {
  const cart = useCart();
  return <CartView cart={cart} />;
}
