import type { Listing, ListingStatus, Order, OrderStatus } from '@gari/contract/marketplace';
import { Badge, type BadgeTone } from '@gari/ui/Badge';
import { Box } from '@gari/ui/Box';
import { Button, LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { Heading } from '@gari/ui/Layout';
import { PageHeader } from '@gari/ui/PageHeader';
import { Spinner } from '@gari/ui/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@gari/ui/Tabs';
import { type ReactNode, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmModal, type ConfirmModalProps } from '../app/ConfirmModal';
import { t as checkoutT } from '../checkout/messages';
import { EmptyState } from '../shared/EmptyState';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { useFormat } from '../shared/useFormat';
import { t as sellingT } from './messages';
import { t as myT } from './myListingsMessages';
import * as styles from './selling.css';
import { type SellerOrderAction, useMyListings, useSellerOrders } from './useSellerData';

/** Badge tone of each listing status (labels: `status_*` of `myListingsMessages.ts`). */
const LISTING_TONE: Record<ListingStatus, BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  paused: 'warning',
  sold: 'info',
};

/** Badge tone of each order status (labels: `status_*` of the checkout catalog). */
const ORDER_TONE: Record<OrderStatus, BadgeTone> = {
  pending_payment: 'warning',
  paid: 'brand',
  confirmed: 'info',
  completed: 'success',
  payment_failed: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
};

/** Checkout catalog key of each payment method. */
const PAYMENT_METHOD_KEY = {
  momo: 'methodMomo',
  airtel: 'methodAirtel',
  cash: 'methodCash',
} as const satisfies Record<Order['payment_method'], string>;

/** The tab of /marketplace/mine (`?tab=orders`). */
export type MyListingsTab = 'listings' | 'orders';

/** A list's state: 'loading' | 'error' | 'empty' | 'list'. */
function listState(q: { isPending: boolean; isError: boolean; data?: readonly unknown[] }) {
  return q.isPending ? 'loading' : q.isError ? 'error' : (q.data?.length ?? 0) === 0 ? 'empty' : 'list';
}

/** One of the seller's listings with its status and actions. */
function ListingCard({
  listing,
  busy,
  onStatus,
  onDelete,
}: {
  listing: Listing;
  busy: boolean;
  onStatus: (status: ListingStatus) => void;
  onDelete: () => void;
}) {
  const t = useT(myT);
  const format = useFormat();
  const thumb = listing.images[0]?.thumb_url ?? null;
  const facts = [
    format.money(listing.price, listing.currency),
    t('inStock', { count: listing.stock }),
    listing.oem_numbers.length ? t('oem', { numbers: listing.oem_numbers.join(', ') }) : null,
    listing.city,
  ].filter(Boolean);
  return (
    <Card
      as="li"
      padding="sm"
      gap="sm"
      elevation="flat"
      aria-label={listing.title}
      data-status={listing.status}
    >
      <div className={styles.card}>
        {thumb ? (
          <img className={styles.thumb} src={thumb} alt="" />
        ) : (
          <div className={styles.thumb}>{t('noPhoto')}</div>
        )}
        <Box display="flex" flexDirection="column" gap="xs" minWidth={0}>
          <div className={styles.row}>
            <Heading level={2} size="md" className={styles.cardTitle}>
              {listing.title}
            </Heading>
            <Badge tone={LISTING_TONE[listing.status]}>{t(`status_${listing.status}`)}</Badge>
          </div>
          <p className={styles.facts}>{facts.join(' · ')}</p>
          <div className={styles.actions}>
            <LinkButton
              href={`/marketplace/mine/${listing.id}/edit`}
              variant="secondary"
              size="sm"
              aria-label={t('editOf', { title: listing.title })}
            >
              {t('edit')}
            </LinkButton>
            {listing.status === 'published' ? (
              <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => onStatus('paused')}>
                {t('pause')}
              </Button>
            ) : (
              <Button size="sm" variant="primary" isDisabled={busy} onPress={() => onStatus('published')}>
                {t('publish')}
              </Button>
            )}
            {listing.status !== 'sold' ? (
              <Button size="sm" variant="ghost" isDisabled={busy} onPress={() => onStatus('sold')}>
                {t('markSold')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              isDisabled={busy}
              onPress={onDelete}
              aria-label={t('deleteOf', { title: listing.title })}
            >
              {t('delete')}
            </Button>
          </div>
        </Box>
      </div>
    </Card>
  );
}

/**
 * The texts of each tab: the My listings catalog's keys of its spinner label, empty title and list
 * name, and the selling catalog's key of its failure.
 */
const TAB_TEXTS = {
  listings: {
    loading: 'loadingListings',
    emptyTitle: 'emptyTitle',
    list: 'yourListings',
    failed: 'listingsFailed',
  },
  orders: { loading: 'loadingOrders', emptyTitle: 'noOrders', list: 'ordersLabel', failed: 'ordersFailed' },
} as const;

/** Props of {@link SellerTab}. */
interface SellerTabProps {
  /** Which tab (its texts: {@link TAB_TEXTS}). */
  tab: MyListingsTab;
  /** The tab's list query: what shows ({@link listState}), and what Try again refetches. */
  query: { isPending: boolean; isError: boolean; data?: readonly unknown[]; refetch: () => unknown };
  /** `data-testid` of the panel, e.g. 'my-listings'. */
  testId: string;
  /** The empty state's text (and its call to action). */
  empty: ReactNode;
  /** The cards: `<li>` elements. */
  children: ReactNode;
  /**
   * The confirmation of a destructive action on one card (Delete, Cancel order): open or not, what
   * closing it does, its title, button texts, message and the action (a promise: the dialog waits for it).
   */
  confirm: ConfirmModalProps;
}

/**
 * One tab of My listings (Listings, Orders) by the state of its query: a spinner, the failure with
 * Try again, the empty state, or the cards in a labelled list; and the confirmation dialog of a card's
 * destructive action. `data-state` on the panel is the state.
 */
function SellerTab({ tab, query, testId, empty, children, confirm }: SellerTabProps) {
  const m = useT(myT);
  const t = useT(sellingT);
  const texts = TAB_TEXTS[tab];
  const state = listState(query);
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap="md"
      paddingTop="md"
      data-state={state}
      data-testid={testId}
    >
      {state === 'loading' ? <Spinner label={m(texts.loading)} showLabel /> : null}
      {state === 'error' ? (
        <RetryAlert onRetry={() => void query.refetch()}>{t(texts.failed)}</RetryAlert>
      ) : null}
      {state === 'empty' ? <EmptyState title={m(texts.emptyTitle)}>{empty}</EmptyState> : null}
      {state === 'list' ? (
        <ul className={styles.list} aria-label={m(texts.list)}>
          {children}
        </ul>
      ) : null}
      <ConfirmModal {...confirm} />
    </Box>
  );
}

/**
 * The card whose destructive action waits for the seller's yes (Delete, Cancel order): `ask(item)`
 * opens the dialog for it; `named` is the last item asked about (kept while the dialog animates out
 * after it closes); `dialog` is the dialog's open state, its close, and its action: `act` on the item.
 */
function useConfirming<T>(act: (item: T) => Promise<unknown>) {
  const [target, setTarget] = useState<T | null>(null);
  const named = useRef<T | null>(null);
  if (target) named.current = target;
  return {
    named: named.current,
    ask: (item: T) => setTarget(item),
    dialog: {
      isOpen: target !== null,
      onClose: () => setTarget(null),
      onConfirm: () => (target ? act(target) : undefined),
    },
  };
}

/** The seller's listings: loading, error with Try again, empty with Sell a part, or the cards. */
function ListingsTab() {
  const m = useT(myT);
  const { listings, setStatus, remove } = useMyListings();
  const deleting = useConfirming((listing: Listing) => remove.mutateAsync(listing.id));
  const pendingId = setStatus.isPending
    ? setStatus.variables?.id
    : remove.isPending
      ? remove.variables
      : null;
  return (
    <SellerTab
      tab="listings"
      query={listings}
      testId="my-listings"
      empty={
        <>
          <p className={styles.muted}>{m('emptyText')}</p>
          <div>
            <LinkButton href="/marketplace/sell" variant="primary">
              {m('sellPart')}
            </LinkButton>
          </div>
        </>
      }
      confirm={{
        ...deleting.dialog,
        title: m('deleteTitle'),
        actionLabel: m('delete'),
        cancelLabel: m('keepListing'),
        message: m('deleteText', { title: deleting.named?.title ?? '' }),
      }}
    >
      {(listings.data ?? []).map((l) => (
        <ListingCard
          key={l.id}
          listing={l}
          busy={pendingId === l.id}
          onStatus={(status) => setStatus.mutate({ id: l.id, status })}
          onDelete={() => deleting.ask(l)}
        />
      ))}
    </SellerTab>
  );
}

/** The actions of an order in `status` (the API's moves: paid → confirmed → completed; cancel). */
function orderActions(
  status: OrderStatus,
  t: typeof myT,
): { action: SellerOrderAction; label: string; primary?: boolean }[] {
  switch (status) {
    case 'paid':
      return [
        { action: 'confirmed', label: t('confirm'), primary: true },
        { action: 'cancelled', label: t('cancelOrder') },
      ];
    case 'confirmed':
      return [
        { action: 'completed', label: t('markCompleted'), primary: true },
        { action: 'cancelled', label: t('cancelOrder') },
      ];
    case 'pending_payment':
      return [{ action: 'cancelled', label: t('cancelOrder') }];
    default:
      return [];
  }
}

/** One order on the seller's listings: status, buyer and delivery, lines, total and actions. */
function OrderCard({
  order,
  busy,
  onAction,
}: {
  order: Order;
  busy: boolean;
  onAction: (action: SellerOrderAction) => void;
}) {
  const t = useT(myT);
  const c = useT(checkoutT);
  const format = useFormat();
  const name = c('orderTitle', { id: order.id });
  return (
    <Card as="li" padding="sm" gap="sm" elevation="flat" aria-label={name} data-status={order.status}>
      <Box display="flex" flexDirection="column" gap="xs" minWidth={0}>
        <div className={styles.row}>
          <Heading level={2} size="md" className={styles.cardTitle}>
            {name}
          </Heading>
          <Badge tone={ORDER_TONE[order.status]}>{c(`status_${order.status}`)}</Badge>
        </div>
        <ul className={styles.items} aria-label={t('itemsOf', { order: name })}>
          {order.items.map((item) => (
            <li key={item.listing_id}>
              {item.title} × {item.quantity}
            </li>
          ))}
        </ul>
        <p className={styles.facts}>
          {format.money(order.total, order.currency)} · {c(PAYMENT_METHOD_KEY[order.payment_method])} ·{' '}
          {format.date(order.created_at)}
        </p>
        <p className={styles.facts}>
          {order.buyer_name} · {order.phone} ·{' '}
          {[order.delivery_address, order.delivery_city].filter(Boolean).join(', ')}
        </p>
        {order.note ? <p className={styles.facts}>{t('note', { note: order.note })}</p> : null}
        <div className={styles.actions}>
          {orderActions(order.status, t).map((a) => (
            <Button
              key={a.action}
              size="sm"
              variant={a.primary ? 'primary' : 'ghost'}
              isDisabled={busy}
              aria-label={t('actionOf', { action: a.label, order: name })}
              onPress={() => onAction(a.action)}
            >
              {a.label}
            </Button>
          ))}
        </div>
      </Box>
    </Card>
  );
}

/** Orders on the seller's listings: loading, error, empty, or the cards with their actions. */
function OrdersTab() {
  const m = useT(myT);
  const c = useT(checkoutT);
  const { orders, update } = useSellerOrders();
  const cancelling = useConfirming((order: Order) =>
    update.mutateAsync({ id: order.id, status: 'cancelled' }),
  );
  const pendingId = update.isPending ? update.variables?.id : null;
  return (
    <SellerTab
      tab="orders"
      query={orders}
      testId="seller-orders"
      empty={<p className={styles.muted}>{m('noOrdersText')}</p>}
      confirm={{
        ...cancelling.dialog,
        title: m('cancelTitle'),
        actionLabel: m('cancelOrder'),
        cancelLabel: c('keepOrder'),
        message: m('cancelText'),
      }}
    >
      {(orders.data ?? []).map((o) => (
        <OrderCard
          key={o.id}
          order={o}
          busy={pendingId === o.id}
          onAction={(action) =>
            action === 'cancelled' ? cancelling.ask(o) : update.mutate({ id: o.id, status: action })
          }
        />
      ))}
    </SellerTab>
  );
}

/**
 * My listings (/marketplace/mine, issue #10 "Selling"): the seller's listings with their status
 * (Draft, Published, Paused, Sold) and actions (Edit, Publish / Pause, Mark sold, Delete with a
 * confirmation), and the Orders tab (`?tab=orders`) with orders on those listings and the seller's
 * moves (Confirm → Mark completed; Cancel order with a confirmation). Header link: Sell a part
 * (/marketplace/sell). Each tab has loading, error (Try again) and empty states; `data-state` on
 * each tab panel: 'loading' | 'error' | 'empty' | 'list'.
 */
export function MyListingsPage() {
  const t = useT(myT);
  const [params, setParams] = useSearchParams();
  const tab: MyListingsTab = params.get('tab') === 'orders' ? 'orders' : 'listings';
  return (
    <section className={styles.page} aria-labelledby="my-listings-title">
      <PageHeader
        titleId="my-listings-title"
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <LinkButton href="/marketplace/sell" variant="primary">
            {t('sellPart')}
          </LinkButton>
        }
      />
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          const next = new URLSearchParams(params);
          if (key === 'orders') next.set('tab', 'orders');
          else next.delete('tab');
          setParams(next, { replace: true });
        }}
      >
        <TabList aria-label={t('tabs')}>
          <Tab id="listings">{t('tabListings')}</Tab>
          <Tab id="orders">{t('tabOrders')}</Tab>
        </TabList>
        <TabPanel id="listings">
          <ListingsTab />
        </TabPanel>
        <TabPanel id="orders">
          <OrdersTab />
        </TabPanel>
      </Tabs>
    </section>
  );
}
