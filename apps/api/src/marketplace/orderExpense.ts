/**
 * Orders of parts logged as a car expense (issue #13 "Close the loop": "orders of parts for a car can be
 * logged the same way"): what the buyer's order view says of it ({@link orderExpenseFacts}) and the
 * one-tap POST /orders/{id}/expense ({@link logOrderExpense}). Amounts in the order's currency, major units.
 */
import { toMajor } from '@gari/contract/marketplace';
import {
  CHOOSE_CAR_MESSAGE,
  defaultOrderCar,
  LOGGABLE_ORDER_STATUSES,
  NO_CAR_MESSAGE,
  ORDER_ALREADY_LOGGED,
  ORDER_EXPENSE_CATEGORY,
  type OrderExpenseBody,
  orderExpenseNote,
} from '@gari/contract/orderExpense';
import { FUTURE_DATE_MESSAGE, isFutureDate } from '@gari/contract/rules/dates';
import type { Expense } from '@gari/contract/vehicles';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../auth/service';
import type { Db, Tx } from '../db/client';
import { expenses, listingFitments, orderItems, orders, sellers, vehicles } from '../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { expenseLogged, insertExpense, toExpense } from '../vehicles/service';
import type { OrderRow } from './orderView';

/** 404 message of an order that is not the member's. */
const ORDER_NOT_FOUND = 'Order not found.';

/**
 * The buyer's cars that a part of order `orderId` fits: a fitment row of one of its listings covers the
 * car's make, model (or every model of the make) and year. Ids ascending.
 */
export async function fitsVehicleIds(db: Db | Tx, orderId: number, buyerId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: vehicles.id })
    .from(vehicles)
    .innerJoin(orderItems, eq(orderItems.orderId, orderId))
    .innerJoin(listingFitments, eq(listingFitments.listingId, orderItems.listingId))
    .where(
      and(
        eq(vehicles.userId, buyerId),
        eq(listingFitments.makeId, vehicles.makeId),
        or(isNull(listingFitments.modelId), eq(listingFitments.modelId, vehicles.modelId)),
        sql`${vehicles.year} between ${listingFitments.yearFrom} and ${listingFitments.yearTo}`,
      ),
    )
    .orderBy(asc(vehicles.id));
  return rows.map((r) => r.id);
}

/**
 * What the buyer's order view tells of the expense (the contract `Order`'s `expense` and
 * `fits_vehicle_ids`): the expense that logs it, if any, and the buyer's cars a part fits.
 */
export async function orderExpenseFacts(db: Db, order: OrderRow) {
  const [[logged], fits] = await Promise.all([
    db
      .select({ id: expenses.id, vehicle_id: expenses.vehicleId })
      .from(expenses)
      .where(eq(expenses.orderId, order.id))
      .limit(1),
    fitsVehicleIds(db, order.id, order.buyerId),
  ]);
  return { expense: logged ?? null, fits_vehicle_ids: fits };
}

/**
 * POST /orders/{id}/expense: logs the member's paid (or confirmed, completed) order of parts as one
 * `parts` expense of the order's total on one of their cars, in one transaction with the order row
 * locked. The car: `body.vehicle_id` (422 naming it when not the member's), else {@link defaultOrderCar}
 * (the only car a part fits, else the only car), else 422 naming `vehicle_id`.
 * Errors: 404 (unknown or another member's order), 409 naming `status` (not paid), 409 naming
 * `order_id` with {@link ORDER_ALREADY_LOGGED} (logged before; the unique `expenses.order_id` also stops
 * a race), 422 naming `date` (in the future). `now`: the clock the date check reads.
 */
export async function logOrderExpense(
  db: Db,
  userId: number,
  orderId: number,
  body: OrderExpenseBody,
  now: Date,
): Promise<Expense> {
  const input = body ?? {};
  if (input.date !== undefined && isFutureDate(input.date, now))
    throw invalid({ date: [FUTURE_DATE_MESSAGE] });
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.buyerId, userId)))
        .for('update');
      if (!order) throw notFound(ORDER_NOT_FOUND);
      if (!(LOGGABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
        const message = `Only paid orders can be logged as an expense; this one is ${order.status.replace('_', ' ')}.`;
        throw conflict('status', message);
      }
      if (await expenseLogged(tx, expenses.orderId, order.id)) throw alreadyLogged();
      const cars = (
        await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.userId, userId))
      ).map((c) => c.id);
      let vehicleId: number | null;
      if (input.vehicle_id !== undefined) {
        if (!cars.includes(input.vehicle_id)) throw invalid({ vehicle_id: ['Choose one of your cars.'] });
        vehicleId = input.vehicle_id;
      } else {
        if (cars.length === 0) throw invalid({ vehicle_id: [NO_CAR_MESSAGE] });
        vehicleId = defaultOrderCar(cars, await fitsVehicleIds(tx, order.id, userId));
        if (vehicleId === null) throw invalid({ vehicle_id: [CHOOSE_CAR_MESSAGE] });
      }
      const [seller] = await tx
        .select({ name: sellers.name })
        .from(sellers)
        .where(eq(sellers.id, order.sellerId));
      const items = await tx
        .select({ title: orderItems.title })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      const inserted = await insertExpense(tx, {
        vehicleId,
        date: input.date ?? order.createdAt.toISOString().slice(0, 10),
        category: ORDER_EXPENSE_CATEGORY,
        amount: toMajor(order.totalMinor, order.currencyExponent),
        currency: order.currency,
        note:
          input.note ??
          orderExpenseNote({ id: order.id, seller: { name: seller?.name ?? 'the seller' }, items }),
        orderId: order.id,
      });
      return toExpense(inserted);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'expenses_order_unique')) throw alreadyLogged();
    throw error;
  }
}

const alreadyLogged = () => conflict('order_id', ORDER_ALREADY_LOGGED);
