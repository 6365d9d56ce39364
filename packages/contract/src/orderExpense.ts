/**
 * Orders of parts logged as a car expense (issue #13 "Close the loop": "orders of parts for a car can
 * be logged the same way"): a paid spareshop order of the member's becomes one `parts` expense of one
 * of their cars, pre-filled with the order's total (major units of its currency) and date. Once per
 * order (`POST /orders/{id}/expense`, 409 naming `order_id` the second time).
 */
import { z } from 'zod';
import { coercedId, IsoDate, MultilineText } from './common';
import type { Order } from './marketplace';
import { Expense } from './vehicles';

/** Order states that may be logged as an expense: paid, confirmed (on its way) or completed (delivered). */
export const LOGGABLE_ORDER_STATUSES = ['paid', 'confirmed', 'completed'] as const;

/** The expense category of a logged order of parts. */
export const ORDER_EXPENSE_CATEGORY = 'parts';

/** 409 message of an order logged twice. */
export const ORDER_ALREADY_LOGGED = 'This order is already logged as an expense.';
/** 422 message when the member has several cars and none was chosen (or fits). */
export const CHOOSE_CAR_MESSAGE = 'Choose which of your cars these parts are for.';
/** 422 message when the member has no car. */
export const NO_CAR_MESSAGE = 'Add your car first, then log the order as its expense.';

/**
 * Body of POST /orders/{id}/expense: `vehicle_id` one of the member's cars (422 naming it otherwise;
 * default: the only car a part of the order fits, else the member's only car, else 422 asking to
 * choose); `date` (not in the future; default the order's day, UTC); `note` (≤ 300 characters; default
 * "Parts order #{id} from {seller}: {titles}"). The body may be left out.
 */
export const OrderExpenseCreate = z
  .object({
    vehicle_id: coercedId('Choose one of your cars.').optional(),
    date: IsoDate.optional(),
    note: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      MultilineText.trim().max(300).optional(),
    ),
  })
  .nullish();
export type OrderExpenseCreate = z.input<typeof OrderExpenseCreate>;
/** The checked body of POST /orders/{id}/expense (what the server reads). */
export type OrderExpenseBody = z.output<typeof OrderExpenseCreate>;

/** 201 answer of POST /orders/{id}/expense: the new expense. */
export const OrderExpenseCreated = z.object({ data: z.object({ expense: Expense }) });
export type OrderExpenseCreated = z.infer<typeof OrderExpenseCreated>;

/** True when `order` may still be logged as an expense (a loggable state, not logged yet). */
export const canLogOrder = (order: Pick<Order, 'status' | 'expense'>) =>
  order.expense === null && (LOGGABLE_ORDER_STATUSES as readonly string[]).includes(order.status);

/** The default note of a logged order: "Parts order #{id} from {seller}: {titles}" (≤ 300 characters). */
export function orderExpenseNote(order: {
  id: number;
  seller: { name: string };
  items: { title: string }[];
}) {
  const text = `Parts order #${order.id} from ${order.seller.name}: ${order.items.map((i) => i.title).join(', ')}`;
  return text.length <= 300 ? text : `${text.slice(0, 299)}…`;
}

/**
 * The car an order's expense goes to when the member did not choose: the only one of `carIds` that a
 * part fits (`fitsIds`), else the only car; null when the member must choose (or has no car).
 */
export function defaultOrderCar(carIds: readonly number[], fitsIds: readonly number[]): number | null {
  const fitting = carIds.filter((id) => fitsIds.includes(id));
  if (fitting.length === 1) return fitting[0] ?? null;
  return carIds.length === 1 ? (carIds[0] ?? null) : null;
}
