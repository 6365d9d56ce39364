/**
 * The repair loop of bookings (issue #13 "Close the loop"): what happens when staff complete a booking
 * ({@link onBookingCompleted}, the hook point) and the member's one-tap "log it as a repair expense"
 * ({@link logBookingExpense}). Money in whole RWF.
 */
import { EXPENSE_ALREADY_LOGGED } from '@gari/contract/bookings';
import { FUTURE_DATE_MESSAGE, isFutureDate } from '@gari/contract/rules/dates';
import { kindsOfExpense } from '@gari/contract/rules/reminders';
import type { Expense } from '@gari/contract/vehicles';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../auth/service';
import type { Db, Tx } from '../db/client';
import { bookings, expenses, providers } from '../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { bookable, type ProviderRow } from '../providers/service';
import { resetReminder } from '../reminders/service';
import { expenseLogged, insertExpense, toExpense } from '../vehicles/service';
import { BOOKING_NOT_FOUND, type BookingRow, lockBooking } from './service';

/**
 * Runs inside the transaction that marks `booking` completed (POST /partner/bookings/{id}/complete),
 * after the row is updated (`status` 'completed', `final_price`, `completed_at` set). The one place
 * where a completed booking is processed: whatever must change with it changes here, atomically (a
 * throw rolls the completion back). It checks the row, and service reminders (issue #13) reset the
 * booking's car's reminder of the booked service from here (`resetReminder`, at the car's odometer).
 */
export async function onBookingCompleted(tx: Tx, booking: BookingRow): Promise<void> {
  if (booking.status !== 'completed' || booking.finalPrice === null) {
    throw new Error(`onBookingCompleted called for ${booking.bookingId} in status ${booking.status}`);
  }
  // The car's reminders of the booked service start again from the completion day ('Brake Service'
  // resets the brake inspection, 'Oil Change' the oil change; issue #13 "completing a booking resets it").
  if (booking.vehicleId === null) return;
  for (const kind of kindsOfExpense('repair', booking.service)) {
    await resetReminder(tx, booking.vehicleId, kind, { date: completionDate(booking) });
  }
}

/** The default note of a logged repair: "{service} at {provider} ({booking_id})". */
export const repairNote = (row: Pick<BookingRow, 'service' | 'bookingId'>, provider: { name: string }) =>
  `${row.service} at ${provider.name} (${row.bookingId})`;

/** The expense date of a completed booking: its completion day (UTC), else its own date. */
export const completionDate = (row: Pick<BookingRow, 'completedAt' | 'date'>) =>
  row.completedAt ? row.completedAt.toISOString().slice(0, 10) : row.date;

/**
 * POST /bookings/{booking_id}/expense: logs the member's completed booking as a `repair` expense of its
 * final price (RWF) on the booking's car, in one transaction with the booking row locked.
 * Errors: 404 (unknown or another member's), 409 naming `status` (not completed), 422 naming
 * `vehicle_id` (no car linked) or `date` (in the future), 409 naming `booking_id` with
 * {@link EXPENSE_ALREADY_LOGGED} (logged before; the unique `expenses.booking_id` also stops a race).
 * `now`: the clock the date check reads.
 */
export async function logBookingExpense(
  db: Db,
  userId: number,
  bookingId: string,
  body: { date?: string | undefined; note?: string | undefined },
  now: Date,
): Promise<{ expense: Expense; row: BookingRow; provider: ProviderRow }> {
  if (body.date !== undefined && isFutureDate(body.date, now)) throw invalid({ date: [FUTURE_DATE_MESSAGE] });
  try {
    return await db.transaction(async (tx) => {
      const row = await lockBooking(tx, bookingId, eq(bookings.userId, userId));
      if (row.status !== 'completed' || row.finalPrice === null) {
        const message = `Only completed bookings can be logged as an expense; this one is ${row.status}.`;
        throw conflict('status', message);
      }
      if (row.vehicleId === null) {
        throw invalid({ vehicle_id: ['This booking is not linked to one of your cars.'] });
      }
      if (await expenseLogged(tx, expenses.bookingId, row.id)) throw alreadyLogged();
      const [provider] = await tx.select().from(providers).where(eq(providers.id, row.providerId));
      if (!provider) throw notFound(BOOKING_NOT_FOUND);
      const inserted = await insertExpense(tx, {
        vehicleId: row.vehicleId,
        date: body.date ?? completionDate(row),
        category: 'repair',
        amount: row.finalPrice,
        currency: 'RWF',
        note: body.note ?? repairNote(row, provider),
        bookingId: row.id,
      });
      return { expense: toExpense(inserted), row, provider: bookable(provider) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'expenses_booking_unique')) throw alreadyLogged();
    throw error;
  }
}

const alreadyLogged = () => conflict('booking_id', EXPENSE_ALREADY_LOGGED);
