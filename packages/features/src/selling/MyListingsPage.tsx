import type { Listing, ListingStatus, Order, OrderStatus } from '@gari/contract/marketplace';
import { Badge, type BadgeTone } from '@gari/ui/Badge';
import { Button, LinkButton } from '@gari/ui/Button';
import { Card } from '@gari/ui/Card';
import { AlertDialog, Modal } from '@gari/ui/Dialog';
import { formatDate, formatMoney } from '@gari/ui/format';
import { Heading } from '@gari/ui/Layout';
import { PageHeader } from '@gari/ui/PageHeader';
import { Spinner } from '@gari/ui/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@gari/ui/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../shared/EmptyState';
import { useT } from '../shared/locale';
import { RetryAlert } from '../shared/RetryAlert';
import { t as sellingT } from './messages';
import * as styles from './selling.css';
import { type SellerOrderAction, useMyListings, useSellerOrders } from './useSellerData';

const LISTING_STATUS: Record<ListingStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  published: { label: 'Published', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
  sold: { label: 'Sold', tone: 'info' },
};

const ORDER_STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending_payment: { label: 'Awaiting payment', tone: 'warning' },
  paid: { label: 'Paid', tone: 'brand' },
  confirmed: { label: 'Confirmed', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  payment_failed: { label: 'Payment failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};

const PAYMENT_METHOD: Record<Order['payment_method'], string> = {
  momo: 'MTN MoMo',
  airtel: 'Airtel Money',
  cash: 'Cash on delivery',
};

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
  const status = LISTING_STATUS[listing.status];
  const thumb = listing.images[0]?.thumb_url ?? null;
  const facts = [
    formatMoney(listing.price, listing.currency),
    `${listing.stock} in stock`,
    listing.oem_numbers.length ? `OEM ${listing.oem_numbers.join(', ')}` : null,
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
          <div className={styles.thumb}>No photo</div>
        )}
        <div className={styles.cardBody}>
          <div className={styles.row}>
            <Heading level={2} size="md" className={styles.cardTitle}>
              {listing.title}
            </Heading>
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <p className={styles.facts}>{facts.join(' · ')}</p>
          <div className={styles.actions}>
            <LinkButton
              href={`/marketplace/mine/${listing.id}/edit`}
              variant="secondary"
              size="sm"
              aria-label={`Edit ${listing.title}`}
            >
              Edit
            </LinkButton>
            {listing.status === 'published' ? (
              <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => onStatus('paused')}>
                Pause
              </Button>
            ) : (
              <Button size="sm" variant="primary" isDisabled={busy} onPress={() => onStatus('published')}>
                Publish
              </Button>
            )}
            {listing.status !== 'sold' ? (
              <Button size="sm" variant="ghost" isDisabled={busy} onPress={() => onStatus('sold')}>
                Mark sold
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              isDisabled={busy}
              onPress={onDelete}
              aria-label={`Delete ${listing.title}`}
            >
              Delete
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}

/** The seller's listings: loading, error with Try again, empty with Sell a part, or the cards. */
function ListingsTab() {
  const t = useT(sellingT);
  const { listings, setStatus, remove } = useMyListings();
  const [deleting, setDeleting] = useState<Listing | null>(null);
  const state = listState(listings);
  const pendingId = setStatus.isPending
    ? setStatus.variables?.id
    : remove.isPending
      ? remove.variables
      : null;
  return (
    <div className={styles.tabPanel} data-state={state} data-testid="my-listings">
      {state === 'loading' ? <Spinner label="Loading your listings…" showLabel /> : null}
      {state === 'error' ? (
        <RetryAlert onRetry={() => void listings.refetch()}>{t('listingsFailed')}</RetryAlert>
      ) : null}
      {state === 'empty' ? (
        <EmptyState title="You have no listings yet">
          <p className={styles.muted}>
            List a spare part in a few minutes: photos, price and the cars it fits.
          </p>
          <div>
            <LinkButton href="/marketplace/sell" variant="primary">
              Sell a part
            </LinkButton>
          </div>
        </EmptyState>
      ) : null}
      {state === 'list' ? (
        <ul className={styles.list} aria-label="Your listings">
          {(listings.data ?? []).map((l) => (
            <ListingCard
              key={l.id}
              listing={l}
              busy={pendingId === l.id}
              onStatus={(status) => setStatus.mutate({ id: l.id, status })}
              onDelete={() => setDeleting(l)}
            />
          ))}
        </ul>
      ) : null}
      <Modal isOpen={deleting !== null} onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
        <AlertDialog
          title="Delete this listing?"
          actionLabel="Delete"
          onAction={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        >
          {deleting?.title}: buyers will no longer see it. A listing that has orders is marked sold instead.
        </AlertDialog>
      </Modal>
    </div>
  );
}

/** The actions of an order in `status` (the API's moves: paid → confirmed → completed; cancel). */
function orderActions(
  status: OrderStatus,
): { action: SellerOrderAction; label: string; primary?: boolean }[] {
  switch (status) {
    case 'paid':
      return [
        { action: 'confirmed', label: 'Confirm', primary: true },
        { action: 'cancelled', label: 'Cancel order' },
      ];
    case 'confirmed':
      return [
        { action: 'completed', label: 'Mark completed', primary: true },
        { action: 'cancelled', label: 'Cancel order' },
      ];
    case 'pending_payment':
      return [{ action: 'cancelled', label: 'Cancel order' }];
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
  const status = ORDER_STATUS[order.status];
  const name = `Order #${order.id}`;
  return (
    <Card as="li" padding="sm" gap="sm" elevation="flat" aria-label={name} data-status={order.status}>
      <div className={styles.cardBody}>
        <div className={styles.row}>
          <Heading level={2} size="md" className={styles.cardTitle}>
            {name}
          </Heading>
          <Badge tone={status.tone}>{status.label}</Badge>
        </div>
        <ul className={styles.items} aria-label={`Items of ${name}`}>
          {order.items.map((item) => (
            <li key={item.listing_id}>
              {item.title} × {item.quantity}
            </li>
          ))}
        </ul>
        <p className={styles.facts}>
          {formatMoney(order.total, order.currency)} · {PAYMENT_METHOD[order.payment_method]} ·{' '}
          {formatDate(order.created_at)}
        </p>
        <p className={styles.facts}>
          {order.buyer_name} · {order.phone} ·{' '}
          {[order.delivery_address, order.delivery_city].filter(Boolean).join(', ')}
        </p>
        {order.note ? <p className={styles.facts}>Note: {order.note}</p> : null}
        <div className={styles.actions}>
          {orderActions(order.status).map((a) => (
            <Button
              key={a.action}
              size="sm"
              variant={a.primary ? 'primary' : 'ghost'}
              isDisabled={busy}
              aria-label={`${a.label}: ${name}`}
              onPress={() => onAction(a.action)}
            >
              {a.label}
            </Button>
          ))}
        </div>
      </div>
    </Card>
  );
}

/** Orders on the seller's listings: loading, error, empty, or the cards with their actions. */
function OrdersTab() {
  const t = useT(sellingT);
  const { orders, update } = useSellerOrders();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const state = listState(orders);
  const pendingId = update.isPending ? update.variables?.id : null;
  return (
    <div className={styles.tabPanel} data-state={state} data-testid="seller-orders">
      {state === 'loading' ? <Spinner label="Loading your orders…" showLabel /> : null}
      {state === 'error' ? (
        <RetryAlert onRetry={() => void orders.refetch()}>{t('ordersFailed')}</RetryAlert>
      ) : null}
      {state === 'empty' ? (
        <EmptyState title="No orders yet">
          <p className={styles.muted}>Orders buyers place on your listings show here.</p>
        </EmptyState>
      ) : null}
      {state === 'list' ? (
        <ul className={styles.list} aria-label="Orders on your listings">
          {(orders.data ?? []).map((o) => (
            <OrderCard
              key={o.id}
              order={o}
              busy={pendingId === o.id}
              onAction={(action) =>
                action === 'cancelled' ? setCancelling(o) : update.mutate({ id: o.id, status: action })
              }
            />
          ))}
        </ul>
      ) : null}
      <Modal isOpen={cancelling !== null} onOpenChange={(open) => (open ? undefined : setCancelling(null))}>
        <AlertDialog
          title="Cancel this order?"
          actionLabel="Cancel order"
          cancelLabel="Keep order"
          onAction={() =>
            cancelling ? update.mutateAsync({ id: cancelling.id, status: 'cancelled' }) : undefined
          }
        >
          The buyer is told, and the items go back into stock.
        </AlertDialog>
      </Modal>
    </div>
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
  const [params, setParams] = useSearchParams();
  const tab: MyListingsTab = params.get('tab') === 'orders' ? 'orders' : 'listings';
  return (
    <section className={styles.page} aria-labelledby="my-listings-title">
      <PageHeader
        titleId="my-listings-title"
        title="My listings"
        subtitle="Parts you sell in the Spareshop, and the orders buyers place on them."
        actions={
          <LinkButton href="/marketplace/sell" variant="primary">
            Sell a part
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
        <TabList aria-label="My listings and orders">
          <Tab id="listings">Listings</Tab>
          <Tab id="orders">Orders</Tab>
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
