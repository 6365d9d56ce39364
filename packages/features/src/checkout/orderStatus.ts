/**
 * Order states as the buyer reads them (issue #10 "Order states as data": `pending_payment → paid →
 * confirmed → completed`, `payment_failed`, `cancelled`, `expired`): labels, badge tones, the progress
 * timeline, which moves a buyer may make, and money in minor units.
 */
import type { Order, OrderStatus } from '@gari/contract/marketplace';
import { toMajor } from '@gari/contract/marketplaceOptions';
import type { BadgeTone } from '@gari/ui/Badge';
import { formatMoney } from '@gari/ui/format';
import { useCallback } from 'react';
import { useFormat } from '../shared/useFormat';
import { t as checkoutT } from './messages';

/**
 * An amount in integer minor units of `currency` as text in `locale` (default English): `formatMinor(45500, 'RWF', 0)` →
 * 'RWF 45,500'; `formatMinor(450050, 'KES', 2)` → 'KES 4,500.50'.
 */
export function formatMinor(minor: number, currency: string, exponent: number, locale?: string): string {
  return formatMoney(toMajor(minor, exponent), currency, locale);
}

/** {@link formatMinor} in the member's locale ('45 500 RWF' in fr-RW), for views. */
export function useFormatMinor(): (minor: number, currency: string, exponent: number) => string {
  const { locale } = useFormat();
  return useCallback(
    (minor: number, currency: string, exponent: number) => formatMinor(minor, currency, exponent, locale),
    [locale],
  );
}

/** The badge text of an order state ('Awaiting payment', 'Paid', …). */
export const orderStatusText = (status: OrderStatus, t: typeof checkoutT = checkoutT): string =>
  t(`status_${status}`);

/** Badge colour per state: success when paid or done, warning while waiting, danger on a failure. */
export const ORDER_STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  pending_payment: 'warning',
  paid: 'success',
  confirmed: 'info',
  completed: 'success',
  payment_failed: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
};

/** One step of the order timeline. */
export interface TimelineStep {
  key: 'placed' | 'paid' | 'confirmed' | 'completed' | 'payment_failed' | 'cancelled' | 'expired';
  label: string;
  /** `done` (reached), `upcoming`, or `stopped` (the order ended here: failed, cancelled, expired). */
  state: 'done' | 'upcoming' | 'stopped';
  /** The step the order is at now. */
  current: boolean;
}

const TIMELINE_LABEL = {
  placed: 'timelinePlaced',
  paid: 'timelinePaid',
  confirmed: 'timelineConfirmed',
  completed: 'timelineCompleted',
  payment_failed: 'status_payment_failed',
  cancelled: 'status_cancelled',
  expired: 'status_expired',
} as const;

/**
 * The progress of an order: placed → paid → confirmed → completed (cash on delivery has no "paid": it
 * is paid on delivery). A failed, cancelled or expired order ends with that state ('stopped').
 */
export function orderTimeline(
  order: Pick<Order, 'status' | 'payment_method'>,
  t: typeof checkoutT = checkoutT,
): TimelineStep[] {
  const cash = order.payment_method === 'cash';
  const path: TimelineStep['key'][] = cash
    ? ['placed', 'confirmed', 'completed']
    : ['placed', 'paid', 'confirmed', 'completed'];
  const step = (key: TimelineStep['key'], state: TimelineStep['state'], current: boolean): TimelineStep => ({
    key,
    label: t(TIMELINE_LABEL[key]),
    state,
    current,
  });
  const { status } = order;
  if (status === 'payment_failed' || status === 'cancelled' || status === 'expired')
    return [step('placed', 'done', false), step(status, 'stopped', true)];
  const at = status === 'pending_payment' ? 0 : path.indexOf(status);
  return path.map((key, i) => step(key, i <= at ? 'done' : 'upcoming', i === at));
}

/**
 * Whether the buyer may cancel: before paying, after a failed payment, or a cash-on-delivery order the
 * seller confirmed. (The API also lets a confirmed mobile-money order be cancelled; that money is paid,
 * so the buyer asks the seller instead.)
 */
export const canCancelOrder = (order: Pick<Order, 'status' | 'payment_method'>): boolean =>
  order.status === 'pending_payment' ||
  order.status === 'payment_failed' ||
  (order.status === 'confirmed' && order.payment_method === 'cash');

/** Whether the buyer may pay again (mobile money only: after a failed payment). */
export const canPayAgain = (order: Pick<Order, 'status' | 'payment_method'>): boolean =>
  order.payment_method !== 'cash' && order.status === 'payment_failed';

/** Whether the phone prompt is still out (continue in the checkout's waiting screen). */
export const isAwaitingPayment = (order: Pick<Order, 'status' | 'payment_method'>): boolean =>
  order.payment_method !== 'cash' && order.status === 'pending_payment';
