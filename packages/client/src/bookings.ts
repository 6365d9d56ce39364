/**
 * `createBookingsClient(core)`: bookings (spec §3 Booking request, §7 Booking; issue #3). `create` sends
 * `widget_key` from `opts.widgetKey`; `calendarUrl` only builds the .ics URL (no request).
 */
import { bookingPaths as p } from '@gari/contract/paths';
import { type Core, list, one, whole } from './core';
import { withDerived } from './derive';

import type { BookingsClient, GariApi } from './types';

/**
 * Bookings routes the methods call under other names, so not derived: `calendar` (`calendarUrl` only builds
 * its URL) and `expense` (`logExpense`).
 */
export const BOOKINGS_COVERED = ['calendar', 'expense'] as const;

/** Creates the bookings part over `core`. */
export function createBookingsClient(core: Core): GariApi['bookings'] {
  const methods: BookingsClient = {
    create: (body, opts) =>
      core.call(p.create, {
        ...whole,
        body: opts?.widgetKey ? { ...body, widget_key: opts.widgetKey } : body,
      }),
    list: (query) => core.call(p.list, query ? { ...list, query: { ...query } } : list),
    logExpense: (bookingId, body = {}) =>
      core.call(p.expense, { ...one, params: { booking_id: bookingId }, body }),
    cancel: (bookingId) => core.call(p.cancel, { ...one, params: { booking_id: bookingId } }),
    calendarUrl: (bookingId, code) =>
      core.url(p.calendar, { booking_id: bookingId }, code ? { code } : undefined),
  };
  return withDerived(core, p, methods, BOOKINGS_COVERED);
}
